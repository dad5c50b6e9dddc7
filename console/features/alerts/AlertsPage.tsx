import { useEffect, useState, type FormEvent } from 'react';
import type { AlertSettings } from '../../../common/contract/admin-alerts';
import { ALERT_WORDS, clockToMinutes, minutesToClock, type AlertKind } from '../../../common/domain/alerts';
import { TextField } from '../../lib/TextField';
import { useActionKey } from '../orders/useActionKey';
import { alertsApi, pushSupported, subscribeThisBrowser, unsubscribeThisBrowser } from './api';
import '../orders/orders.css';
import '../stock/stock.css';

type Loaded = { data: AlertSettings } | { error: string };

/**
 * Alerts (everyone, for themselves): which of the alerts their role may get they want, quiet hours in
 * IST (held until they end), and this browser's Web Push. Without a browser, alerts come by e-mail.
 */
export default function AlertsPage() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    alertsApi.settings(controller.signal).then(
      (data) => setLoaded({ data }),
      (error: Error) => {
        if (error.name !== 'AbortError') setLoaded({ error: error.message });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <section aria-labelledby="alerts-title" className="c-stack">
      <h1 id="alerts-title">Alerts</h1>
      {loaded === null && (
        <p role="status" className="c-muted">
          Loading your alerts…
        </p>
      )}
      {loaded && 'error' in loaded && (
        <p role="alert" className="c-error">
          {loaded.error}
        </p>
      )}
      {loaded && 'data' in loaded && (
        <>
          <ThisBrowser settings={loaded.data} onChanged={(data) => setLoaded({ data })} />
          <Choices settings={loaded.data} onSaved={(data) => setLoaded({ data })} />
        </>
      )}
    </section>
  );
}

function ThisBrowser({ settings, onChanged }: { settings: AlertSettings; onChanged: (s: AlertSettings) => void }) {
  const [state, setState] = useState<{ busy: boolean; done?: string; error?: string }>({ busy: false });
  const action = useActionKey();
  const supported = pushSupported();
  const run = async (on: boolean) => {
    setState({ busy: true });
    try {
      let next: AlertSettings | undefined;
      if (on) next = await alertsApi.subscribe(await subscribeThisBrowser(settings.vapidPublicKey), action.key());
      else {
        const endpoint = await unsubscribeThisBrowser();
        if (endpoint) next = await alertsApi.unsubscribe(endpoint, action.key());
      }
      action.done();
      if (next) onChanged(next);
      setState({
        busy: false,
        done: on ? 'This browser now gets your alerts.' : 'This browser no longer gets alerts.',
      });
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };
  return (
    <section aria-labelledby="browser-title" className="c-card c-stack">
      <h2 id="browser-title">On this phone</h2>
      <p className="c-small">
        {settings.devices === 0
          ? 'No browser of yours gets push alerts: they come to your e-mail.'
          : `${settings.devices} ${settings.devices === 1 ? 'browser gets' : 'browsers get'} your alerts by push.`}
      </p>
      {supported ? (
        <div className="c-actions">
          <button type="button" className="c-button" disabled={state.busy} onClick={() => void run(true)}>
            Turn on alerts here
          </button>
          {settings.devices > 0 && (
            <button
              type="button"
              className="c-button c-button-plain"
              disabled={state.busy}
              onClick={() => void run(false)}
            >
              Turn off here
            </button>
          )}
        </div>
      ) : (
        <p className="c-small c-muted">
          This browser cannot get push alerts (on an iPhone, add the console to the Home Screen first).
        </p>
      )}
      <p role="status" className="c-small">
        {state.busy ? 'Working…' : (state.done ?? '')}
      </p>
      {state.error && (
        <p role="alert" className="c-error">
          {state.error}
        </p>
      )}
    </section>
  );
}

function Choices({ settings, onSaved }: { settings: AlertSettings; onSaved: (s: AlertSettings) => void }) {
  const [kinds, setKinds] = useState<AlertKind[]>(settings.kinds);
  const [quiet, setQuiet] = useState({
    from: settings.quietFrom === null ? '' : minutesToClock(settings.quietFrom),
    until: settings.quietUntil === null ? '' : minutesToClock(settings.quietUntil),
  });
  const [state, setState] = useState<{ busy: boolean; done?: string; error?: string }>({ busy: false });
  const action = useActionKey();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const from = quiet.from ? clockToMinutes(quiet.from) : null;
    const until = quiet.until ? clockToMinutes(quiet.until) : null;
    if ((from === null) !== (until === null)) {
      setState({ busy: false, error: 'Give quiet hours both a start and an end, or neither.' });
      return;
    }
    setState({ busy: true });
    try {
      const saved = await alertsApi.save({ kinds, quietFrom: from, quietUntil: until }, action.key());
      action.done();
      onSaved(saved);
      setState({ busy: false, done: 'Saved.' });
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };

  return (
    <form className="c-card c-stack" aria-labelledby="choices-title" onSubmit={(e) => void save(e)} noValidate>
      <h2 id="choices-title">What you get</h2>
      <fieldset className="c-reasons c-checks">
        <legend>Alert me about</legend>
        {settings.allowed.map((k) => (
          <label key={k} className="c-reason">
            <input
              type="checkbox"
              checked={kinds.includes(k)}
              onChange={(e) => {
                setKinds((now) => (e.target.checked ? [...now, k] : now.filter((x) => x !== k)));
                action.done();
              }}
            />
            {ALERT_WORDS[k]}
          </label>
        ))}
      </fieldset>
      <fieldset className="c-reasons">
        <legend>Quiet hours (IST): alerts wait until they end</legend>
        <TextField
          label="Quiet from"
          type="time"
          value={quiet.from}
          onChange={(value) => (setQuiet((q) => ({ ...q, from: value })), action.done())}
        />
        <TextField
          label="Quiet until"
          type="time"
          value={quiet.until}
          onChange={(value) => (setQuiet((q) => ({ ...q, until: value })), action.done())}
        />
      </fieldset>
      <button type="submit" className="c-button" disabled={state.busy}>
        {state.busy ? 'Saving…' : 'Save'}
      </button>
      <p role="status" className="c-small">
        {state.done ?? ''}
      </p>
      {state.error && (
        <p role="alert" className="c-error">
          {state.error}
        </p>
      )}
    </form>
  );
}
