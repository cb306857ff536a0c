/** German texts of the intro call: booking, cancelling, and the staff's calendar. */
import { INTRO_CALL_BLOCK_MAX_SLOTS, INTRO_CALL_MINUTES } from '../common/limits';
import { CHANGE_NOT_SAVED_MESSAGE, INVALID_PHONE_MESSAGE } from '../common/common-messages';

export const introCallMessages = {
  slotTaken: 'Dieser Termin wurde gerade vergeben. Bitte wählen Sie einen anderen.',
  slotUnavailable: 'Dieser Termin ist nicht buchbar. Bitte wählen Sie einen der angebotenen Termine.',
  phoneRequired: INVALID_PHONE_MESSAGE,
  heading: 'Kennenlerngespräch buchen',
  intro: '15 Minuten am Telefon: Wählen Sie Tag und Uhrzeit (deutsche Zeit), wir rufen Sie an.',
  loading: 'Freie Termine werden geladen …',
  loadFailed: 'Die freien Termine konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  noSlots: 'Zurzeit ist kein Termin frei. Rufen Sie uns gern direkt an.',
  dayGroup: 'Tag',
  timeGroup: 'Uhrzeit',
  chooseSlot: 'Bitte wählen Sie eine Uhrzeit.',
  submit: 'Termin verbindlich buchen',
  submitting: 'Wird gebucht …',
  failed: 'Die Buchung hat nicht geklappt. Bitte versuchen Sie es erneut.',
  booked: (when: string) => `Ihr Kennenlerngespräch ist gebucht: ${when}. Wir rufen Sie zu dieser Zeit an.`,
  cancelHeading: 'Kennenlerngespräch absagen',
  cancelIntro:
    'Mit dem Link aus Ihrer Bestätigungs-E-Mail können Sie Ihr Kennenlerngespräch absagen. Das Öffnen des Links allein ändert nichts: Der Termin wird erst abgesagt, wenn Sie es hier bestätigen.',
  cancelQuestion: (when: string) => `Möchten Sie Ihr Kennenlerngespräch am ${when} absagen?`,
  cancelButton: 'Termin absagen',
  cancelling: 'Wird abgesagt …',
  cancelled: (when: string) => `Ihr Kennenlerngespräch am ${when} ist abgesagt. Der Termin ist wieder frei.`,
  cancelNotFound: 'Diese Buchung gibt es nicht (mehr). Vielleicht wurde sie schon abgesagt.',
  cancelInvalidLink: 'Dieser Link ist unvollständig. Bitte öffnen Sie den Link aus Ihrer Bestätigungs-E-Mail.',
  cancelFailed: 'Die Absage hat nicht geklappt. Bitte versuchen Sie es erneut.',
  /**
   * 409 when the address already holds an open booking (one open booking per e-mail address). It names
   * no date: whoever typed the address may not own it; the owner finds date and cancel link in the mail.
   */
  alreadyBooked:
    'Für diese E-Mail-Adresse ist bereits ein Kennenlerngespräch gebucht. Termin und Link zum Absagen stehen in der E-Mail, die wir an diese Adresse geschickt haben.',
} as const;

/** German API messages of the staff routes (ours, not in the spec). */
export const introCallAdminMessages = {
  badDate: 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.',
  badRange: 'Der Zeitraum ist ungültig oder zu lang (höchstens 42 Tage).',
  badBookingId: 'Ungültige Buchungsnummer.',
  badSlot: 'Ungültiger Termin.',
  noSlots: 'Bitte wählen Sie mindestens einen Termin.',
  tooManySlots: `Bitte wählen Sie höchstens ${INTRO_CALL_BLOCK_MAX_SLOTS} Termine auf einmal.`,
  bookingNotFound: 'Diese Buchung gibt es nicht (mehr). Vielleicht wurde sie schon abgesagt.',
  notBlockable: (when: string) => `Dieser Termin kann nicht gesperrt werden: ${when}. Gesperrt werden nur künftige Termine an Werktagen von 9 bis 17 Uhr.`,
  bookedNotBlocked: (whens: readonly string[]) =>
    `Gebuchte Termine werden nicht gesperrt: ${whens.join('; ')}. Sagen Sie die Buchung zuerst ab, wenn der Termin entfallen soll.`,
} as const;

/** Labels and messages of the page. */
export const introCallAdminTexts = {
  title: 'Kennenlerngespräche',
  navLabel: 'Termine',
  intro: `Gebuchte ${INTRO_CALL_MINUTES}-Minuten-Gespräche, Absagen und gesperrte Zeiten (Urlaub, Abwesenheit). Alle Zeiten deutsche Zeit.`,
  weekView: 'Woche',
  listView: 'Liste',
  upcoming: 'Anstehend',
  past: 'Vergangen',
  previousWeek: 'Vorige Woche',
  nextWeek: 'Nächste Woche',
  thisWeek: 'Diese Woche',
  weekCaption: (from: string, to: string) => `Woche vom ${from} bis ${to}`,
  timeColumn: 'Uhrzeit',
  loading: 'Termine werden geladen …',
  loadFailed: 'Die Termine konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  emptyUpcoming: 'Keine anstehenden Kennenlerngespräche.',
  emptyPast: 'Keine vergangenen Kennenlerngespräche in den letzten 30 Tagen.',
  free: 'frei',
  blocked: 'gesperrt',
  holiday: 'Feiertag',
  booked: (name: string) => `gebucht: ${name}`,
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  when: 'Termin',
  request: 'Anfrage',
  showRequest: 'Kontaktanfrage ansehen',
  requestFrom: (when: string) => `Kontaktanfrage vom ${when}`,
  requestWithoutMessage: 'Ohne Nachricht.',
  requestLoading: 'Kontaktanfrage wird geladen …',
  requestLoadFailed: 'Die Kontaktanfrage konnte nicht geladen werden.',
  toInbox: 'Zum Posteingang',
  bookingsLabel: 'Buchungen',
  blocksHeading: 'Gesperrte Termine',
  noRequest: 'ohne Anfrage',
  bookedAt: 'Gebucht am',
  /** The SES outcome of the confirmation to the visitor (mailOutcomeLabels). */
  confirmationMail: 'Bestätigung',
  details: 'Buchung',
  cancel: 'Absagen',
  cancelTitle: 'Kennenlerngespräch absagen?',
  cancelDescription: (name: string, when: string) =>
    `${name} bekommt eine Absage per E-Mail mit der Kalenderaktualisierung; der Termin am ${when} wird wieder frei.`,
  cancelConfirm: 'Termin absagen',
  /** Beside 'Termin absagen': 'Abbrechen' would read as the same thing (issue 39). */
  keep: 'Zurück',
  cancelled: 'Termin abgesagt. Die Absage ist per E-Mail unterwegs.',
  cancelFailed: 'Die Absage hat nicht geklappt. Bitte versuchen Sie es erneut.',
  block: 'Sperren',
  unblock: 'Freigeben',
  blockDay: 'Ganzen Tag sperren',
  unblockDay: 'Ganzen Tag freigeben',
  blockSlotLabel: (when: string) => `Termin ${when} sperren`,
  unblockSlotLabel: (when: string) => `Termin ${when} freigeben`,
  blockDayLabel: (day: string) => `${day}: alle freien Termine sperren`,
  unblockDayLabel: (day: string) => `${day}: alle gesperrten Termine freigeben`,
  reasonLabel: 'Grund der Sperre (optional, z. B. Urlaub)',
  blockedToast: (count: number) => (count === 1 ? 'Termin gesperrt.' : `${count} Termine gesperrt.`),
  freedToast: (count: number) => (count === 1 ? 'Termin freigegeben.' : `${count} Termine freigegeben.`),
  actionFailed: CHANGE_NOT_SAVED_MESSAGE,
  blockedBy: (who: string) => `gesperrt von ${who}`,
} as const;
