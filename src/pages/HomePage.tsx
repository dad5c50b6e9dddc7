export default function HomePage() {
  return <div>Loading...</div>;
}
