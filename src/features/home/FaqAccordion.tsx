import { useId, useState } from 'react';
import { deliverySummary, type DayRange } from '../../../common/domain/policy';
import { useShopDetails } from '../../lib/shopDetails';

const faqs = (dispatchDays: DayRange) =>
  [
    {
      q: 'What is bio-cellulose and how does it help a wound heal?',
      a: 'Bio-cellulose is a pure cellulose grown by fermenting coconut water. Our dressings hold moisture on the wound, let it breathe and come away without sticking, which keeps healing comfortable.',
    },
    {
      q: 'Are your coconut products safe for sensitive skin?',
      a: 'Our oils and skin care are made from coconut without synthetic fragrance. Still, try a little on your inner arm first, and ask your doctor before using any product on broken or treated skin.',
    },
    {
      q: 'How long does delivery take?',
      a: deliverySummary(dispatchDays),
    },
    {
      q: 'Can I cancel or return an order?',
      a: 'Orders cannot be cancelled once placed, and medical and food products cannot be refunded. If your parcel arrives damaged, e-mail us within 24 hours of receiving it and we reply within 24 hours.',
    },
  ] as const;

/** FAQ accordion: 4 fixed questions, one open at a time; each question is a button with aria-expanded. */
export function FaqAccordion() {
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  const { dispatchDays } = useShopDetails();
  return (
    <section className="container py-5" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="cc-section-title text-center mb-4">
        Frequently Asked Questions
      </h2>
      <div className="accordion cc-faq mx-auto">
        {faqs(dispatchDays).map((item, i) => {
          const expanded = open === i;
          return (
            <div className="accordion-item" key={item.q}>
              <h3 className="accordion-header">
                <button
                  type="button"
                  id={`${baseId}-q${i}`}
                  className={`accordion-button${expanded ? '' : ' collapsed'}`}
                  aria-expanded={expanded}
                  aria-controls={`${baseId}-a${i}`}
                  onClick={() => setOpen(expanded ? null : i)}
                >
                  {item.q}
                </button>
              </h3>
              <div
                id={`${baseId}-a${i}`}
                role="region"
                aria-labelledby={`${baseId}-q${i}`}
                className={`accordion-collapse collapse${expanded ? ' show' : ''}`}
                hidden={!expanded}
              >
                <div className="accordion-body">{item.a}</div>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
