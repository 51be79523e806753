/**
 * Who sent a message, as the browser reports it: the protocol table's entries name which of these may send them.
 */
import type { Browser } from 'wxt/browser';
import type { Sender } from './entry';

export type MessageSender = Browser.runtime.MessageSender;

/** Our own pages have our origin and no tab-frame of a web page; content scripts run in web pages' tabs. */
export function senderContext(sender: MessageSender, extensionId: string, extensionOrigin: string): Sender | null {
  if (sender.id !== extensionId) return null;
  const url = sender.url ?? '';
  if (url.startsWith(extensionOrigin)) return 'extension';
  if (sender.tab && /^https?:/.test(url)) return 'content';
  return null;
}
