import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../../common/domain/staff';
import type { Invited, StaffList, StaffMember } from '../../../common/contract/staff';
import { api, newIdempotencyKey } from '../../lib/api';
import { useSession } from '../auth/session';

/**
 * The owner's staff list: invite someone (the link is e-mailed, and shown here to pass on by hand),
 * change a role, remove someone. Each change asks for a fresh passkey tap or code (step-up), and
 * ends the person's sessions at once.
 */
export function StaffPage() {
  const { can, state } = useSession();
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('packer');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [link, setLink] = useState('');

  const load = useCallback(async () => {
    try {
      setStaff((await api.get<StaffList>('/staff')).staff);
    } catch (e) {
      setError((e as Error).message);
    }
  }, []);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the list's first load
    if (can('staff.manage')) void load();
  }, [can, load]);

  if (!can('staff.manage'))
    return (
      <section className="c-stack">
        <h1>Staff</h1>
        <p>Only the owner manages staff.</p>
      </section>
    );

  const run = async (work: () => Promise<string>) => {
    setError('');
    setNotice('');
    try {
      setNotice(await work());
      await load();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const invite = (event: FormEvent) => {
    event.preventDefault();
    const key = newIdempotencyKey();
    void run(async () => {
      const invited = await api.post<Invited>('/staff', { email: email.trim(), role }, { idempotencyKey: key });
      setLink(invited.link);
      setEmail('');
      return `Invited ${invited.member.email} as ${invited.member.role}.`;
    });
  };
  const meId = state.status === 'signed-in' ? state.me.id : 0;

  return (
    <section aria-labelledby="staff-title" className="c-stack">
      <h1 id="staff-title">Staff</h1>
      <p role="status">{notice}</p>
      {link && (
        <p className="c-card">
          Invite link (single use, 48 hours): <span className="c-secret">{link}</span>
        </p>
      )}
      {error && (
        <p role="alert" className="c-error">
          {error}
        </p>
      )}
      <form className="c-card" onSubmit={invite} noValidate>
        <h2>Invite someone</h2>
        <div className="c-field">
          <label htmlFor="invite-email">Email address</label>
          <input
            id="invite-email"
            className="c-input"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="c-field">
          <label htmlFor="invite-role">Role</label>
          <select
            id="invite-role"
            className="c-input"
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </div>
        <button type="submit" className="c-button">
          Send the invite
        </button>
      </form>
      {staff === null && !error && (
        <p role="status" className="c-muted">
          Loading…
        </p>
      )}
      {staff?.map((person) => (
        <article key={person.id} className="c-card" aria-label={person.email}>
          <h2 className="c-secret">{person.email}</h2>
          <p className="c-muted">
            {person.name ? `${person.name}, ` : ''}
            {person.status === 'invited' ? 'invited' : 'active'}
          </p>
          {person.id !== meId && (
            <>
              <div className="c-field">
                <label htmlFor={`role-${person.id}`}>Role of {person.email}</label>
                <select
                  id={`role-${person.id}`}
                  className="c-input"
                  value={person.role}
                  onChange={(e) =>
                    void run(async () => {
                      await api.put(`/staff/${person.id}/role`, { role: e.target.value });
                      return `${person.email} is now ${e.target.value}; their sessions have ended.`;
                    })
                  }
                >
                  {STAFF_ROLES.map((r) => (
                    <option key={r}>{r}</option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="c-button c-button-danger"
                onClick={() =>
                  void run(async () => {
                    await api.delete(`/staff/${person.id}`);
                    return `${person.email} is removed.`;
                  })
                }
              >
                Remove {person.email}
              </button>
            </>
          )}
          {person.id === meId && <p className="c-muted">You ({person.role})</p>}
        </article>
      ))}
    </section>
  );
}
