import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EMPLOYEE_DATA_FILE_FIELD, employeeDataUploadKeys } from '#contract/employee-data-upload-rules';
import { EMPLOYEE_DATA_TEXTS } from '#contract/employee-data-upload-texts';
import type { ApplyUploadRequest, EmployeeDataUpload } from '#contract/employee-data-uploads';
import { fileNameOf, saveFile } from '#web/lib/file-download.ts';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal, read, withUploadProgress } from '#web/lib/portal-client.ts';

const uploads = portal.api.employer['employee-data-uploads'];
const uploadParam = (uploadId: number | null) => ({ param: { uploadId: String(uploadId) } });

export const LAST_UPLOAD_CALL = pageCall(uploads['last-upload'], {}, employeeDataUploadKeys.lastUpload);

/** GET .../last-upload: when the client's employee data was last changed by an upload. */
export function useLastUpload() {
  return useQuery(pageCallQuery(LAST_UPLOAD_CALL));
}

/** GET .../:id: an upload's state (what checking it found, whether it is applied). */
export function useUpload(uploadId: number | null) {
  return useQuery({
    queryKey: employeeDataUploadKeys.upload(uploadId ?? 0),
    queryFn: ({ signal }) => read(uploads[':uploadId'].$get(uploadParam(uploadId), { init: { signal } })),
    enabled: uploadId !== null,
  });
}

/** GET .../:id/eligibility-difference?page=: who would gain or lose which benefits. */
export function useEligibilityDifference(uploadId: number | null, page: number, enabled: boolean) {
  return useQuery({
    queryKey: employeeDataUploadKeys.difference(uploadId ?? 0, page),
    queryFn: ({ signal }) =>
      read(
        uploads[':uploadId']['eligibility-difference'].$get(
          { ...uploadParam(uploadId), query: { page: String(page) } },
          { init: { signal } },
        ),
      ),
    enabled: enabled && uploadId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST .../:id/apply; the upload and the last upload date are read again afterwards. */
export function useApplyUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uploadId, ...request }: ApplyUploadRequest & { uploadId: number }) =>
      read(uploads[':uploadId'].apply.$post({ ...uploadParam(uploadId), json: request })),
    onSuccess: (upload) => {
      queryClient.setQueryData(employeeDataUploadKeys.upload(upload.id), upload);
      return queryClient.invalidateQueries({ queryKey: employeeDataUploadKeys.lastUpload });
    },
  });
}

/**
 * The template, fetched (so a failure can be told: 'There was an error requesting the upload
 * template', spec 8) and handed to the browser as a download under the Worker's file name.
 */
export async function downloadTemplate(): Promise<void> {
  const response = await uploads.template.$get(undefined, { headers: { accept: 'text/csv' } }).catch(() => {
    // Whatever failed (a 401 is told to the session layer by the client), the spec's one text.
    throw new Error(EMPLOYEE_DATA_TEXTS.templateError);
  });
  const name = fileNameOf(response.headers.get('content-disposition')) ?? 'employee-data-template.csv';
  saveFile(await response.blob(), name);
}

/**
 * POST .../ as multipart/form-data with the file alone, with upload progress (withUploadProgress).
 */
export function uploadEmployeeData(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<EmployeeDataUpload> {
  const form = new FormData();
  form.set(EMPLOYEE_DATA_FILE_FIELD, file, file.name);
  return read(uploads.$post(undefined, withUploadProgress(form, onProgress)));
}
