import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHAT_DEFAULT_MESSAGE, CHAT_REPLY, ChatWidget } from '../../src/features/content/ChatWidget';
import { EXAMPLE_SHOP_DETAILS } from '../../common/site/company';

const waLink = (text: string) =>
  `https://wa.me/${EXAMPLE_SHOP_DETAILS.whatsappNumber}?text=${encodeURIComponent(text)}`;

describe('Chat widget', () => {
  it('opens from a collapsed launcher with the welcome, the company name, two quick questions and the WhatsApp link', async () => {
    const user = userEvent.setup();
    render(<ChatWidget />);
    const launcher = screen.getByRole('button', { name: EXAMPLE_SHOP_DETAILS.chat.buttonText });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(launcher);
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: EXAMPLE_SHOP_DETAILS.brand });
    expect(panel).toHaveFocus();
    expect(within(panel).getByText(EXAMPLE_SHOP_DETAILS.chat.welcome)).toBeVisible();
    expect(within(panel).getByText('WhatsApp +91 00000 00000')).toBeVisible();
    const quick = within(within(panel).getByRole('list', { name: 'Quick questions' })).getAllByRole('button');
    expect(quick.map((b) => b.textContent)).toEqual(EXAMPLE_SHOP_DETAILS.chat.quickQuestions);
    expect(EXAMPLE_SHOP_DETAILS.chat.quickQuestions).toHaveLength(2);

    const link = within(panel).getByRole('link', { name: /on WhatsApp/ });
    expect(link).toHaveAttribute('href', waLink(CHAT_DEFAULT_MESSAGE));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('a quick question removes the quick replies, shows the question as the shopper’s message, then the reply', async () => {
    const user = userEvent.setup();
    render(<ChatWidget />);
    await user.click(screen.getByRole('button', { name: EXAMPLE_SHOP_DETAILS.chat.buttonText }));
    const panel = screen.getByRole('dialog');
    const question = EXAMPLE_SHOP_DETAILS.chat.quickQuestions[1]!;
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
    ).toEqual([
      `${EXAMPLE_SHOP_DETAILS.brand}: ${EXAMPLE_SHOP_DETAILS.chat.welcome}`,
      `You: ${question}`,
      `${EXAMPLE_SHOP_DETAILS.brand}: ${CHAT_REPLY}`,
    ]);
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
    const launcher = screen.getByRole('button', { name: EXAMPLE_SHOP_DETAILS.chat.buttonText });
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
