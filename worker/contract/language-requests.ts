import { z } from 'zod';
import { LANGUAGES } from './languages';

/** PUT /api/language: the language a person chose with the picker (docs/decisions/085). */
export const languageChoiceSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'Choose a language from the list' }),
});
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
