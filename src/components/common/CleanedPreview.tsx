import { removedByCleaning, SafeHtml } from './SafeHtml';

/** What the shop would show of `html` once cleaned (SafeHtml), and what the cleaning took out. */
export function CleanedPreview({ html }: { html: string }) {
  const removed = removedByCleaning(html);
  return (
    <>
      <h2 className="h6 fw-semibold mb-2">What shoppers see</h2>
      <SafeHtml html={html} className="safe-html-preview__output" empty="Nothing to show." />
      <h2 className="h6 fw-semibold mt-3 mb-2">Removed by the cleaning</h2>
      {removed.length === 0 ? (
        <p className="mb-0">Nothing: this HTML is safe as it is.</p>
      ) : (
        <ul aria-label="Removed by the cleaning" className="mb-0">
          {removed.map((item, i) => (
            <li key={`${item}-${i}`}>{item}</li>
          ))}
        </ul>
      )}
    </>
  );
}
