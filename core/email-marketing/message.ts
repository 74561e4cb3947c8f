import { english } from '../shared/english.ts';
import { msg } from '../shared/messages.ts';
import { bodyText, escapeHtml, rewriteLinks } from './body-html.ts';
import type { SenderRow } from './settings.ts';
import type { TrackingLinks } from './tracking.ts';

export interface CampaignMail {
  subject: string;
  html: string;
  text: string;
  fromName: string;
  replyTo: string;
  unsubscribeUrl: string | null;
}

/**
 * One recipient's message: the logo, the sanitised body (links through the click redirect), the
 * signature as plain text, the unsubscribe link and the open pixel. A test send has no links
 * (it goes to no recipient of the list). Written in English, as every e-mail of the platform is.
 */
export function campaignMail(campaign: { subject: string; bodyHtml: string }, sender: SenderRow, logo: string | null, links: TrackingLinks | null): CampaignMail {
  const body = links ? rewriteLinks(campaign.bodyHtml, links.click) : campaign.bodyHtml;
  const signature = sender.signature && `<p>${escapeHtml(sender.signature).replace(/\r?\n/g, '<br>')}</p>`;
  const unsubscribeText = english(msg('emailMarketing.mail.unsubscribe'));
  const html = [
    logo && `<p><img src="${escapeHtml(logo)}" alt="" style="max-width:200px"></p>`,
    body,
    signature,
    links && `<p style="font-size:12px;color:#666"><a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(unsubscribeText)}</a></p>`,
    links && `<img src="${escapeHtml(links.open)}" width="1" height="1" alt="">`,
  ]
    .filter(Boolean)
    .join('\n');
  const text = [bodyText(campaign.bodyHtml), sender.signature, links && `${unsubscribeText}: ${links.unsubscribe}`].filter(Boolean).join('\n\n');
  return { subject: campaign.subject, html, text, fromName: sender.senderName, replyTo: sender.replyTo, unsubscribeUrl: links?.unsubscribe ?? null };
}
