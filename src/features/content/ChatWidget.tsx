import { useEffect, useId, useRef, useState } from 'react';
import { whatsappHref } from '../../../common/site/company';
import { useShopDetails } from '../../lib/shopDetails';
import { Icon } from '../../components/common/Icon';
import '../../styles/widgets.css';

export const CHAT_REPLY = "Thanks for your question! Let's continue this conversation on WhatsApp.";
export const CHAT_DEFAULT_MESSAGE = 'Hello! I have a question about your products.';
/** A short pause before the shop's reply, so it reads as an answer rather than an echo. */
const REPLY_DELAY_MS = 600;

/** wa.me numbers are digits with the country code; shoppers read them as +91 98765 43210. */
function displayNumber(digits: string): string {
  const india = /^91(\d{5})(\d{5})$/.exec(digits);
  return india ? `+91 ${india[1]} ${india[2]}` : `+${digits}`;
}

type Message = { from: 'shop' | 'shopper'; text: string };

/** A speech bubble, so the launcher is not mistaken for the floating WhatsApp button below it. */
function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} fill="currentColor" aria-hidden="true" focusable="false">
      <path
        d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z"
        fillRule="evenodd"
      />
    </svg>
  );
}

/**
 * The chat launcher of the contact page: a button that opens a small panel with the shop's welcome,
 * two quick questions and a link that carries the conversation on to WhatsApp in a new tab.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [question, setQuestion] = useState<string | null>(null);
  const [replied, setReplied] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const { brand, whatsappNumber, chat } = useShopDetails();

  useEffect(() => {
    if (!question) return;
    const timer = setTimeout(() => setReplied(true), REPLY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [question]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    // Escape from anywhere inside the widget closes it; elsewhere it belongs to whatever has focus.
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape' || !rootRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      launcherRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  function choose(text: string) {
    setQuestion(text);
    // The quick replies (and the focused button) go away: keep focus in the panel, where the reply is announced.
    panelRef.current?.focus();
  }

  function close() {
    setOpen(false);
    launcherRef.current?.focus();
  }

  const messages: Message[] = [{ from: 'shop', text: chat.welcome }];
  if (question) messages.push({ from: 'shopper', text: question });
  if (replied) messages.push({ from: 'shop', text: CHAT_REPLY });

  return (
    <div className="cc-chat" ref={rootRef}>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          className="cc-chat__panel"
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <div className="cc-chat__head">
            <span className="cc-chat__avatar" aria-hidden="true">
              <Icon name="whatsapp" size={26} />
            </span>
            <div className="cc-chat__who">
              <h2 id={titleId} className="cc-chat__title">
                {brand}
              </h2>
              <p className="cc-chat__number">WhatsApp {displayNumber(whatsappNumber)}</p>
            </div>
            <button type="button" className="cc-chat__close" aria-label="Close chat" onClick={close}>
              <Icon name="close" size={20} />
            </button>
          </div>
          <div className="cc-chat__body">
            <ol className="cc-chat__messages" aria-live="polite" aria-label="Conversation">
              {messages.map((m, i) => (
                <li key={i} className={`cc-chat__msg cc-chat__msg--${m.from}`}>
                  <span className="visually-hidden">{m.from === 'shop' ? `${brand}: ` : 'You: '}</span>
                  {m.text}
                </li>
              ))}
              {question && !replied && (
                <li className="cc-chat__msg cc-chat__msg--shop cc-chat__typing" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </li>
              )}
            </ol>
            {!question && (
              <ul className="cc-chat__quick" aria-label="Quick questions">
                {chat.quickQuestions.map((q) => (
                  <li key={q}>
                    <button type="button" className="cc-chat__quick-btn" onClick={() => choose(q)}>
                      {q}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <a
            className="cc-chat__whatsapp"
            href={whatsappHref(whatsappNumber, question ?? CHAT_DEFAULT_MESSAGE)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="whatsapp" size={20} />
            {chat.buttonText} on WhatsApp
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      )}
      <button
        ref={launcherRef}
        type="button"
        className="cc-chat__launcher"
        // Collapsed, it floats like the WhatsApp button and steps aside from controls (floatingAside.ts).
        data-floating={open ? undefined : ''}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <Icon name="close" size={24} /> : <ChatIcon />}
        <span className="cc-chat__launcher-text">{chat.buttonText}</span>
      </button>
    </div>
  );
}
