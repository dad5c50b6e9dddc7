/**
 * The console's product and photo calls (server/products/routes.ts), typed by
 * common/contract/admin-products.ts. Writes take the action's Idempotency-Key from the screen
 * (console/features/orders/useActionKey.ts). A photo goes up through XMLHttpRequest, whose upload
 * events give the progress bar (fetch has none for a request body), with the same key on a retry.
 */
import type {
  PhotoAdded,
  ProductChangeBody,
  ProductChangeResult,
  ProductCreateBody,
  ProductForm,
  ProductList,
  ProductPhotos,
  ProductsQuery,
} from '../../../common/contract/admin-products';
import { api, API_BASE, ApiError, signedOut } from '../../lib/api';

export function productsQueryString(q: ProductsQuery): string {
  const params = new URLSearchParams();
  if (q.q?.trim()) params.set('q', q.q.trim());
  if (q.limit) params.set('limit', String(q.limit));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function csrfToken(): string | undefined {
  const match = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** Sends the file as the body; `onProgress` gets the share sent, 0 to 1. */
export function uploadPhoto(
  productId: number,
  file: Blob,
  idempotencyKey: string,
  onProgress: (share: number) => void,
): Promise<PhotoAdded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/products/${productId}/photos`);
    xhr.setRequestHeader('Content-Type', file.type && file.type.startsWith('image/') ? file.type : 'image/jpeg');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    const csrf = csrfToken();
    if (csrf) xhr.setRequestHeader('X-CSRFToken', csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'The upload stopped: the shop could not be reached. Check the connection and try again.'));
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        // An answer without JSON (a proxy's page): told by its status below.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as unknown as PhotoAdded);
      else {
        if (xhr.status === 401) signedOut();
        reject(
          new ApiError(
            xhr.status,
            typeof body.message === 'string' ? body.message : `The shop answered ${xhr.status}.`,
            body,
          ),
        );
      }
    };
    xhr.send(file);
  });
}

export const productsApi = {
  list: (q: ProductsQuery, signal?: AbortSignal) =>
    api.get<ProductList>(`/products${productsQueryString(q)}`, { signal }),
  product: (id: number, signal?: AbortSignal) => api.get<ProductForm>(`/products/${id}`, { signal }),
  change: (id: number, body: ProductChangeBody, idempotencyKey: string) =>
    api.post<ProductChangeResult>(`/products/${id}`, body, { idempotencyKey }),
  create: (body: ProductCreateBody, idempotencyKey: string) =>
    api.post<ProductChangeResult>('/products', body, { idempotencyKey }),
  order: (id: number, ids: number[], idempotencyKey: string) =>
    api.post<ProductPhotos>(`/products/${id}/photos/order`, { ids }, { idempotencyKey }),
  remove: (id: number, photoId: number, idempotencyKey: string) =>
    api.delete<ProductPhotos>(`/products/${id}/photos/${photoId}`, { idempotencyKey }),
};
