import { deleteMyAccount, fetchMyData } from './privacyApi';
import { ApiError } from '../../lib/errors';
import { saveFile } from '../../lib/saveFile';
import { useMutation } from '../../hooks/useMutation';

const failed = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : 'Something went wrong. Please try again.';

/**
 * The customer's data rights: download their data as a file, delete their account (`onDeleted`
 * once it is gone). `busy` while either runs (and after a deletion, until the page moves on);
 * `message` says why the last one failed.
 */
export function useMyData({ onDeleted }: { onDeleted: () => void }) {
  const download = useMutation(async () => {
    const data = await fetchMyData();
    saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), 'my-data.json', 0);
  });
  const remove = useMutation(deleteMyAccount);
  const last = remove.status !== 'idle' ? remove : download;
  return {
    busy: download.pending || remove.pending || remove.status === 'success',
    message: last.status === 'error' ? failed(last.error) : '',
    download: () => {
      remove.reset();
      download.run().catch(() => {});
    },
    remove: (password: string) => {
      download.reset();
      remove.run(password).then(onDeleted, () => {});
    },
  };
}
