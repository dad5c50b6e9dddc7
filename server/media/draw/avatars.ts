/** Square portraits for testimonials (kind `person`): four hair styles, skin and hair tones from the hue. */
import { darken, hsl, lighten } from './colour';
import { backdrop } from './settings';
import { type Ctx, cyl, f } from './svg';

const SKIN = ['#8d5a3b', '#a86d48', '#c68b62', '#dfae86', '#74482d', '#b57a52'];

const HAIR = ['#2a1d17', '#3b2618', '#1c1716', '#54361f'];

export function avatar(ctx: Ctx, variant: string): string {
  const p = ctx.p;
  const vi = 'abcd'.indexOf(variant);
  const skin = SKIN[(p.h + vi * 7) % SKIN.length]!;
  const hair = HAIR[(p.h + vi) % HAIR.length]!;
  const cloth = vi % 2 ? hsl((p.h + 30) % 360, 45, 48) : p.accent;
  const shade = darken(skin, 0.14);
  let s = backdrop(ctx, 800, 800, p.bg1, p.bg2);
  s += `<circle cx="400" cy="420" r="330" fill="${p.accentPale}"/>`;
  s += `<circle cx="400" cy="420" r="330" fill="none" stroke="#fff" stroke-width="10" opacity=".6"/>`;
  if (variant === 'b')
    s += `<path d="M268 400C250 250 330 212 400 212C478 212 552 250 534 400L552 640L250 640Z" fill="${hair}"/>`;
  // shoulders and neck
  s += `<path d="M160 800C160 650 250 585 400 585C550 585 640 650 640 800Z" fill="${cyl(ctx, cloth)}"/>`;
  s += `<rect x="356" y="470" width="88" height="130" rx="36" fill="${shade}"/>`;
  s += `<path d="M345 588Q400 660 455 588" fill="${shade}"/>`;
  if (variant === 'c')
    s += `<path d="M330 590L400 700L470 590" fill="none" stroke="${lighten(cloth, 0.3)}" stroke-width="14" stroke-linejoin="round"/>`;
  // ears and head
  s += `<ellipse cx="283" cy="396" rx="18" ry="28" fill="${shade}"/><ellipse cx="517" cy="396" rx="18" ry="28" fill="${shade}"/>`;
  s += `<ellipse cx="400" cy="382" rx="120" ry="134" fill="${skin}"/>`;
  // hair
  if (variant === 'a')
    s += `<path d="M280 386C262 246 336 222 400 222C486 222 540 262 522 386C508 320 470 296 420 294C380 292 330 300 300 330C290 342 284 360 280 386Z" fill="${hair}"/>`;
  else if (variant === 'b')
    s += `<path d="M282 360C290 262 340 240 404 240C470 240 516 272 520 360C470 340 420 300 396 268C370 306 330 336 282 360Z" fill="${hair}"/>`;
  else if (variant === 'c')
    s += `<circle cx="400" cy="226" r="52" fill="${hair}"/><path d="M280 380C266 262 334 244 400 244C470 244 534 262 520 380C500 312 450 284 400 284C350 284 300 312 280 380Z" fill="${hair}"/>`;
  else {
    let curls = '';
    for (let i = 0; i < 11; i++) {
      const a = Math.PI * (1.02 + i * 0.096);
      curls += `<circle cx="${f(400 + Math.cos(a) * 122)}" cy="${f(372 + Math.sin(a) * 128)}" r="40" fill="${hair}"/>`;
    }
    s += curls + `<ellipse cx="400" cy="270" rx="112" ry="50" fill="${hair}"/>`;
    s += `<path d="M318 468Q400 540 482 468Q470 520 400 528Q330 520 318 468Z" fill="${hair}" opacity=".85"/>`;
  }
  // face
  s += `<circle cx="354" cy="392" r="10" fill="#2b211c"/><circle cx="446" cy="392" r="10" fill="#2b211c"/>`;
  s += `<path d="M332 360Q354 348 376 358M424 358Q446 348 468 360" stroke="${darken(hair, 0.1)}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  s += `<circle cx="332" cy="436" r="20" fill="#e2766a" opacity=".22"/><circle cx="468" cy="436" r="20" fill="#e2766a" opacity=".22"/>`;
  s += `<path d="M362 446Q400 478 438 446" stroke="#6a3428" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M400 400Q392 424 404 428" stroke="${shade}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  return s;
}
