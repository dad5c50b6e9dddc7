export default function NotificationPage() {
  return <div>Loading...</div>;
}
