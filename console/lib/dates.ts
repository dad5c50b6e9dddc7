const IST = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** A time as the shop's people read it: India time, en-IN. */
export const istDateTime = (iso: string) => `${IST.format(new Date(iso))} IST`;
