// The employee data upload form in zod/mini (docs/decisions/067): the page checks the file with it
// before anything is sent. Limits, texts and rules: employee-data-upload-rules.ts.
import * as z from 'zod/mini';
import { EMPLOYEE_DATA_UPLOAD_MAX_BYTES, isCsvFile } from './employee-data-upload-rules';
import { EMPLOYEE_DATA_TEXTS } from './employee-data-upload-texts';

/** Whether a picked file (or none) may be uploaded: the first problem, or null. */
function uploadFileProblem(file: unknown): string | null {
  if (!(file instanceof File)) return EMPLOYEE_DATA_TEXTS.chooseFile;
  if (!isCsvFile(file.name, file.type)) return EMPLOYEE_DATA_TEXTS.wrongType;
  if (file.size > EMPLOYEE_DATA_UPLOAD_MAX_BYTES) return EMPLOYEE_DATA_TEXTS.tooLarge;
  if (file.size === 0) return EMPLOYEE_DATA_TEXTS.emptyFile;
  return null;
}

/**
 * POST /api/employer/employee-data-uploads: the CSV file, checked by the upload form before anything
 * is sent (a non-CSV, empty or too large file costs no upload). The Worker reads the multipart
 * body as a stream and judges the file part by the same isCsvFile and byte bound as it goes.
 */
export const employeeDataUploadFormSchema = z.object({
  file: z.pipe(
    z.custom<File | null>().check(
      z.superRefine((file, context) => {
        const problem = uploadFileProblem(file);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    ),
    z.transform((file) => file as File),
  ),
});
