import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MyDataPanel } from '../../src/features/account/MyDataPanel';
import { API, http, HttpResponse, server } from '../mocks/server';

describe('My data on the account view', () => {
  it('deletes the account only after the password, and says why when the server refuses', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/account/delete/`, async ({ request }) => {
        const body = (await request.json()) as { password: string };
        sent.push(body);
        return body.password === 'right-password'
          ? HttpResponse.json({ message: 'Your account has been deleted.' })
          : HttpResponse.json(
              { message: 'That password is not right. Your account was not deleted.' },
              { status: 400 },
            );
      }),
    );
    const onDeleted = vi.fn();
    const user = userEvent.setup();
    render(<MyDataPanel onDeleted={onDeleted} />);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const submit = screen.getByRole('button', { name: 'Delete my account for good' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Your password'), 'wrong');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That password is not right. Your account was not deleted.',
    );
    expect(onDeleted).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Your password'));
    await user.type(screen.getByLabelText('Your password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(sent).toEqual([{ password: 'wrong' }, { password: 'right-password' }]);
  });
});
