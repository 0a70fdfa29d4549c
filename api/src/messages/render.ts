import { escapeHtml } from '@ata/core/html';
import type { MessageContent } from './content.ts';

/** The e-mail's plain-text part (also what WhatsApp's stand-in and the message log show). */
export function plainText(content: MessageContent, shopName: string): string {
  const details = content.details.map(({ label, value }) =>
    value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`,
  );
  const link = content.link ? [`${content.link.label}: ${content.link.url}`] : [];
  return [content.intro, '', ...details, '', ...content.outro, ...link, '', `— ${shopName}`].join('\n');
}

// The shop's look (ui/src/tokens.css): pepper red-orange on warm white, system fonts; inline styles only,
// as mail clients drop style sheets.
const PRIMARY = '#b5431c';
const PAGE = '#faf6f1';
const INK = '#2b211c';

const cell = (html: string, style = '') =>
  `<td style="padding:6px 0;vertical-align:top;${style}">${html}</td>`;
const lines = (value: string) => escapeHtml(value).replaceAll('\n', '<br>');

/** The e-mail's HTML part: a one-column card with the shop's name, the message, a button. */
export function html(content: MessageContent, shopName: string): string {
  const rows = content.details
    .map(
      ({ label, value }) =>
        `<tr>${cell(escapeHtml(label), 'color:#7a6a5f;width:40%')}${cell(lines(value), 'font-weight:600')}</tr>`,
    )
    .join('');
  const button = content.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.link.url)}" style="background:${PRIMARY};color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;font-weight:600">${escapeHtml(content.link.label)}</a></p>`
    : '';
  const outro = content.outro.map((line) => `<p style="margin:8px 0">${lines(line)}</p>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;background:${PAGE};color:${INK};font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5"><div style="max-width:560px;margin:0 auto;padding:24px 16px"><div style="color:${PRIMARY};font-size:22px;font-weight:700;margin-bottom:16px">${escapeHtml(shopName)}</div><div style="background:#fff;border-radius:12px;padding:24px"><p style="margin:0 0 16px;font-size:18px">${escapeHtml(content.intro)}</p><table style="width:100%;border-collapse:collapse">${rows}</table>${button}${outro}</div></div></body></html>`;
}
