import { useCallback, useEffect, useState } from 'react';
import type { StaffDevice } from '../../../common/contract/staff';
import { istDateTime } from '../../lib/dates';
import { authApi } from './api';
import { useSession } from './session';

/** Where you are signed in: sign any one out, or every one (this phone too). */
export function DevicesPage() {
  const { signedOut } = useSession();
  const [devices, setDevices] = useState<StaffDevice[] | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  const load = useCallback(async () => {
    try {
      setDevices((await authApi.devices()).devices);
    } catch (e) {
      setError((e as Error).message);
    }
  }, []);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the list's first load
    void load();
  }, [load]);

  const signOutDevice = async (device: StaffDevice) => {
    setError('');
    try {
      if (device.current) {
        await authApi.signOut();
        signedOut();
        return;
      }
      await authApi.signOutDevice(device.id);
      setNotice(`${device.label} is signed out.`);
      await load();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const everywhere = async () => {
    try {
      await authApi.signOutEverywhere();
      signedOut();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <section aria-labelledby="devices-title" className="c-stack">
      <h1 id="devices-title">Your devices</h1>
      {devices === null && !error && (
        <p role="status" className="c-muted">
          Loading…
        </p>
      )}
      <p role="status">{notice}</p>
      {devices?.map((device) => (
        <article key={device.id} className="c-card" aria-label={device.label}>
          <div className="c-row">
            <h2>{device.label}</h2>
            {device.current && <span className="c-muted">This device</span>}
          </div>
          <p className="c-muted">Signed in {istDateTime(device.signedInAt)}</p>
          <p className="c-muted">Last used {istDateTime(device.lastSeenAt)}</p>
          <button type="button" className="c-button c-button-danger" onClick={() => void signOutDevice(device)}>
            {device.current ? 'Sign out' : `Sign out ${device.label}`}
          </button>
        </article>
      ))}
      {devices && (
        <button type="button" className="c-button c-button-danger" onClick={() => void everywhere()}>
          Sign out everywhere
        </button>
      )}
      {error && (
        <p role="alert" className="c-error">
          {error}
        </p>
      )}
    </section>
  );
}
