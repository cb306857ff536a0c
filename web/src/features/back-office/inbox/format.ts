/** German times for the inbox: relative for today ('vor 5 Min.'), otherwise date and time. */
import { inboxPanelTexts as p } from '../../../content/texts/back-office';

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

export function formatCreated(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const sameDay = at.toDateString() === now.toDateString();
  if (!sameDay) return dateTime.format(at);
  const minutes = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000));
  if (minutes < 1) return p.justNow;
  if (minutes < 60) return p.minutesAgo(minutes);
  return p.hoursAgo(Math.floor(minutes / 60));
}

export const formatDateTime = (iso: string): string => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dateTime.format(at);
};
