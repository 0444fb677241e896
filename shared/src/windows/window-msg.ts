// The `window-msg` channel between the site's windows (spec 01 §4): a popup (third-party login,
// game, deposit) tells the page that opened it what happened. Sent two ways, because either
// can be missing: a local-storage write (a `storage` event in every other window of the origin,
// even when `window.opener` was cut) and `postMessage` to the opener (when storage is blocked).
// Only messages from this page's own origin are taken; a message arriving both ways is handled once.
import { parseWindowMsg, WINDOW_MSG_KEY, type WindowMsg } from '../contracts/window-msg.js';
import { browserStorage } from '../stores/browser-storage.js';

interface Envelope {
  id: string;
  msg: WindowMsg;
}

export type WindowMsgHandler = (msg: WindowMsg, source: MessageEventSource | null) => void;

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function readEnvelope(value: unknown): Envelope | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, msg } = value as { id?: unknown; msg?: unknown };
  const parsed = parseWindowMsg(msg);
  return typeof id === 'string' && parsed ? { id, msg: parsed } : null;
}

/** Sends `msg` to the site's other windows and to this window's opener. */
export function postWindowMsg(msg: WindowMsg, win: Window = window): void {
  const envelope: Envelope = { id: newId(), msg };
  try {
    // Storage blocked: this is memory, no other window hears it, and postMessage still carries it.
    const storage = browserStorage('local', win);
    storage.setItem(WINDOW_MSG_KEY, JSON.stringify(envelope));
    // Removed at once: the write alone fires the event, the same message can be sent again,
    // and a session carried by authLogin is not left behind.
    storage.removeItem(WINDOW_MSG_KEY);
  } catch {
    // A storage that refuses this write (quota): postMessage still carries it.
  }
  const opener = win.opener as Window | null;
  if (opener && opener !== win) {
    try {
      // targetOrigin = our own origin: an opener on any other origin never receives it.
      opener.postMessage({ [WINDOW_MSG_KEY]: envelope }, win.location.origin);
    } catch {
      // The opener navigated away or was closed.
    }
  }
}

/** Calls `handler` for every window-msg from this origin. Returns the function that stops listening. */
export function onWindowMsg(handler: WindowMsgHandler, win: Window = window): () => void {
  const seen: string[] = [];
  const deliver = (envelope: Envelope | null, source: MessageEventSource | null) => {
    if (!envelope || seen.includes(envelope.id)) return;
    seen.push(envelope.id);
    if (seen.length > 50) seen.shift();
    handler(envelope.msg, source);
  };

  const onStorage = (event: StorageEvent) => {
    // Storage events only ever come from windows of the same origin.
    if (event.key !== WINDOW_MSG_KEY || !event.newValue) return;
    try {
      deliver(readEnvelope(JSON.parse(event.newValue)), null);
    } catch {
      // Not JSON: someone else's value under our key.
    }
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== win.location.origin) return;
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null || !(WINDOW_MSG_KEY in data)) return;
    deliver(readEnvelope((data as Record<string, unknown>)[WINDOW_MSG_KEY]), event.source);
  };

  win.addEventListener('storage', onStorage);
  win.addEventListener('message', onMessage);
  return () => {
    win.removeEventListener('storage', onStorage);
    win.removeEventListener('message', onMessage);
  };
}
