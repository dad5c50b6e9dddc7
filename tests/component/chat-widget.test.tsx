import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHAT_DEFAULT_MESSAGE, CHAT_REPLY, ChatWidget } from '../../src/components/chat/ChatWidget';
import { company } from '../../common/site/company';

const waLink = (text: string) => `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(text)}`;

describe('Chat widget', () => {
  it('opens from a collapsed launcher with the welcome, the company name, two quick questions and the WhatsApp link', async () => {
    const user = userEvent.setup();
    render(<ChatWidget />);
    const launcher = screen.getByRole('button', { name: company.chat.buttonText });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(launcher);
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: company.brand });
    expect(panel).toHaveFocus();
    expect(within(panel).getByText(company.chat.welcome)).toBeVisible();
    expect(within(panel).getByText('WhatsApp +91 00000 00000')).toBeVisible();
    const quick = within(within(panel).getByRole('list', { name: 'Quick questions' })).getAllByRole('button');
    expect(quick.map((b) => b.textContent)).toEqual(company.chat.quickQuestions);
    expect(company.chat.quickQuestions).toHaveLength(2);

    const link = within(panel).getByRole('link', { name: /on WhatsApp/ });
    expect(link).toHaveAttribute('href', waLink(CHAT_DEFAULT_MESSAGE));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('a quick question removes the quick replies, shows the question as the shopper’s message, then the reply', async () => {
    const user = userEvent.setup();
    render(<ChatWidget />);
    await user.click(screen.getByRole('button', { name: company.chat.buttonText }));
    const panel = screen.getByRole('dialog');
    const question = company.chat.quickQuestions[1]!;
    await user.click(within(panel).getByRole('button', { name: question }));

    expect(within(panel).queryByRole('list', { name: 'Quick questions' })).not.toBeInTheDocument();
    // Focus stays in the panel when the chosen button goes away, so Escape still closes it.
    expect(panel).toHaveFocus();
    const conversation = within(panel).getByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByText(question)).toHaveClass('cc-chat__msg--shopper');
    expect(within(conversation).queryByText(CHAT_REPLY)).not.toBeInTheDocument();
    expect(await within(conversation).findByText(CHAT_REPLY)).toHaveClass('cc-chat__msg--shop');
    // Welcome, question, reply: in that order.
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${company.brand}: ${company.chat.welcome}`, `You: ${question}`, `${company.brand}: ${CHAT_REPLY}`]);
    // The chosen text goes to WhatsApp, URL-encoded (the '?' becomes %3F).
    const href = within(panel)
      .getByRole('link', { name: /on WhatsApp/ })
      .getAttribute('href')!;
    expect(href).toBe(waLink(question));
    expect(href).toContain('%3F');
    expect(href).not.toContain(' ');
  });

  it('Escape closes the panel and gives focus back to the launcher; the close button does too', async () => {
    const user = userEvent.setup();
    render(<ChatWidget />);
    const launcher = screen.getByRole('button', { name: company.chat.buttonText });
    await user.click(launcher);
    await user.tab();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close chat' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
  });
});
