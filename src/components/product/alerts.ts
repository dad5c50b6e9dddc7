import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';

/** sweetalert2 is loaded on first use, so browsing pages do not download it up front. */
export async function showAlert(options: SweetAlertOptions): Promise<SweetAlertResult> {
  const { default: Swal } = await import('sweetalert2');
  return Swal.fire({ confirmButtonColor: '#1f6f50', ...options });
}
