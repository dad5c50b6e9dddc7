import { useId, useRef, useState, type ChangeEvent } from 'react';
import { MAX_PHOTO_BYTES, type ProductPhoto } from '../../../common/contract/admin-products';
import type { ApiError } from '../../lib/api';
import { useActionKey } from '../orders/useActionKey';
import { productsApi, uploadPhoto } from './api';

type Upload =
  | { phase: 'idle' }
  | { phase: 'sending'; share: number; name: string }
  | { phase: 'processing'; name: string }
  | { phase: 'done'; message: string }
  | { phase: 'failed'; message: string; file: File; retry: boolean };

/**
 * A product's photos (owner, packer): take one with the phone's camera or choose one, watch it go up
 * and be processed (the same checks and resizing as `photos add`), then move each up or down or remove
 * it. The first photo is the one the shop shows first. An upload that fails keeps its file and its
 * Idempotency-Key: "Try again" sends the same photo under the same key, so a dropped connection never
 * makes two.
 */
export function PhotosPanel({
  productId,
  productName,
  photos,
  onChange,
}: {
  productId: number;
  productName: string;
  photos: ProductPhoto[];
  onChange: (photos: ProductPhoto[]) => void;
}) {
  const [upload, setUpload] = useState<Upload>({ phase: 'idle' });
  const [busy, setBusy] = useState<{ error?: string; working: boolean }>({ working: false });
  const uploadKey = useActionKey();
  const moveKey = useActionKey();
  const cameraId = useId();
  const pickId = useId();
  const progressId = useId();
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  const send = async (file: File) => {
    setUpload({ phase: 'sending', share: 0, name: file.name });
    try {
      const added = await uploadPhoto(productId, file, uploadKey.key(), (share) =>
        setUpload(share >= 1 ? { phase: 'processing', name: file.name } : { phase: 'sending', share, name: file.name }),
      );
      uploadKey.done();
      onChange(added.photos);
      setUpload({ phase: 'done', message: `Photo added as number ${added.photo.number}.` });
    } catch (error) {
      // Only a lost connection or a fault is worth sending again; a refusal (not an image, too big) is final.
      const status = (error as ApiError).status ?? 0;
      setUpload({
        phase: 'failed',
        message: (error as Error).message,
        file,
        retry: status === 0 || status === 409 || status >= 500,
      });
    }
  };
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    uploadKey.done(); // a new photo is a new action
    // Said before sending: a phone on mobile data should not spend 30 MB to hear it is too big.
    if (file.size > MAX_PHOTO_BYTES) {
      setUpload({
        phase: 'failed',
        message: `Nothing was added: the photo is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`,
        file,
        retry: false,
      });
      return;
    }
    void send(file);
  };

  const act = async (run: (key: string) => Promise<{ photos: ProductPhoto[] }>) => {
    setBusy({ working: true });
    try {
      const answer = await run(moveKey.key());
      moveKey.done();
      onChange(answer.photos);
      setBusy({ working: false });
    } catch (error) {
      setBusy({ working: false, error: (error as Error).message });
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = photos.map((p) => p.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    void act((key) => productsApi.order(productId, ids, key));
  };
  const uploading = upload.phase === 'sending' || upload.phase === 'processing';

  return (
    <section aria-labelledby="photos-title" className="c-card c-stack">
      <h2 id="photos-title">Photos</h2>
      {photos.length === 0 ? (
        <p className="c-muted">No photo yet: the shop shows the drawn pictures.</p>
      ) : (
        <ol className="c-photos" aria-label="Photos, first shown first">
          {photos.map((photo, i) => (
            <li key={photo.id} className="c-photo">
              <img src={photo.url} alt={`${productName}, number ${i + 1}`} width={96} height={96} />
              <div className="c-stack">
                <p className="c-small">
                  <strong>Number {i + 1}</strong>
                  {i === 0 ? ' · shown first' : ''}
                  <br />
                  <span className="c-muted">
                    {photo.width}×{photo.height}
                  </span>
                </p>
                <div className="c-photo-actions">
                  <button
                    type="button"
                    className="c-button c-button-plain"
                    aria-label={`Move photo ${i + 1} up`}
                    disabled={i === 0 || busy.working}
                    onClick={() => move(i, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="c-button c-button-plain"
                    aria-label={`Move photo ${i + 1} down`}
                    disabled={i === photos.length - 1 || busy.working}
                    onClick={() => move(i, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="c-button c-button-danger"
                    aria-label={`Remove photo ${i + 1}`}
                    disabled={busy.working}
                    onClick={() => void act((key) => productsApi.remove(productId, photo.id, key))}
                  >
                    Remove
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      {busy.error && (
        <p role="alert" className="c-error">
          {busy.error}
        </p>
      )}
      <div className="c-upload-buttons">
        <input
          ref={camera}
          id={cameraId}
          className="c-file"
          type="file"
          accept="image/*"
          capture="environment"
          disabled={uploading}
          onChange={chosen}
        />
        <label htmlFor={cameraId} className="c-button" aria-disabled={uploading || undefined}>
          Take a photo
        </label>
        <input
          ref={picker}
          id={pickId}
          className="c-file"
          type="file"
          accept="image/*"
          disabled={uploading}
          onChange={chosen}
        />
        <label htmlFor={pickId} className="c-button c-button-plain" aria-disabled={uploading || undefined}>
          Choose a photo
        </label>
      </div>
      <p className="c-muted c-small">
        JPEG, PNG, WebP or AVIF up to 20 MB. Its location and camera details are removed.
      </p>
      {upload.phase === 'sending' && (
        <>
          <label htmlFor={progressId} className="c-small">
            Uploading {upload.name}
          </label>
          <progress id={progressId} className="c-progress" max={100} value={Math.round(upload.share * 100)} />
        </>
      )}
      <p role="status" className="c-small">
        {upload.phase === 'sending'
          ? `Uploading… ${Math.round(upload.share * 100)}%`
          : upload.phase === 'processing'
            ? 'Processing the photo…'
            : upload.phase === 'done'
              ? upload.message
              : ''}
      </p>
      {upload.phase === 'failed' && (
        <div className="c-stack">
          <p role="alert" className="c-error">
            {upload.message}
          </p>
          {upload.retry && (
            <button type="button" className="c-button c-button-plain" onClick={() => void send(upload.file)}>
              Try again
            </button>
          )}
        </div>
      )}
    </section>
  );
}
