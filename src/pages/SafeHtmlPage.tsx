import { useDeferredValue, useId, useState } from 'react';
import { PageBanner } from '../components/common/PageBanner';
import { removedByCleaning, SafeHtml } from '../components/common/SafeHtml';
import { usePageMeta } from '../lib/seo';
import { staticMeta } from '../../common/site/meta';
import '../styles/content.css';

/** A blog-style snippet with the kinds of active content the cleaning removes. */
export const SAMPLE_HTML = `<h3>Caring for a dressing</h3>
<p>Keep the wound <strong>clean and moist</strong>, and change the dressing as your doctor advises.</p>
<ul><li>Wash your hands first.</li><li>Peel the backing away slowly.</li></ul>
<p><a href="javascript:alert('hi')">A link that tries to run code</a></p>
<script>alert('hi')</script>`;

/**
 * /SafeHtmlComponent: the original storefront's route for its HTML renderer. Here it is a preview
 * of that renderer: product details and blog posts are HTML, and this shows what remains of a
 * piece of HTML once it is cleaned for display, and what was taken out. Nothing is sent anywhere.
 */
export default function SafeHtmlPage() {
  usePageMeta(staticMeta('safeHtml'));
  const [html, setHtml] = useState(SAMPLE_HTML);
  const shown = useDeferredValue(html);
  const removed = removedByCleaning(shown);
  const fieldId = useId();

  return (
    <>
      <PageBanner title="Formatted text preview" />
      <section className="container py-5 safe-html-preview">
        <p className="lead">
          Product details and blog posts on this shop are written as formatted text (HTML). Before any of it is shown,
          it is cleaned: anything that could run code in your browser is removed. Type or paste HTML below to see what
          the shop would show. Nothing you enter here is sent or saved.
        </p>
        <div className="row g-4">
          <div className="col-12 col-lg-6">
            <label htmlFor={fieldId} className="form-label fw-semibold">
              HTML
            </label>
            <textarea
              id={fieldId}
              className="form-control font-monospace safe-html-preview__input"
              rows={12}
              spellCheck={false}
              value={html}
              onChange={(e) => setHtml(e.target.value)}
            />
          </div>
          <div className="col-12 col-lg-6">
            <h2 className="h6 fw-semibold mb-2">What shoppers see</h2>
            <SafeHtml html={shown} className="safe-html-preview__output" empty="Nothing to show." />
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
          </div>
        </div>
      </section>
    </>
  );
}
