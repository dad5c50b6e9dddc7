import { NewProductNotification } from '../features/product/NewProductNotification';
import { useStaticPageMeta } from '../lib/seo';

/** /Notification: the new-product notification on its own, in the page flow. */
export default function NotificationPage() {
  useStaticPageMeta('notification');
  return (
    <section className="container py-5">
      <h1 className="cc-section-title text-center mb-4">New products</h1>
      <p className="text-center text-body-secondary">A new trending product appears here every 30 seconds.</p>
      <div className="d-flex justify-content-center cc-notify-slot">
        <NewProductNotification variant="inline" />
      </div>
    </section>
  );
}
