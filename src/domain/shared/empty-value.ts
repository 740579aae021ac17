/** What a mail or a screen shows for a field the person left empty (spec 002 §2: a note reads 'Không có'). */
export const EMPTY_VALUE_TEXT = 'Không có';
