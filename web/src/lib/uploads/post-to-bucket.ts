/**
 * Sends a file with a presigned POST straight to S3, reporting real progress: fetch cannot report
 * upload progress, XMLHttpRequest's upload events can. Used by every upload of the site.
 */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export function postToBucket(ticket: PresignedPost, file: Blob, onProgress: (percent: number) => void, failureMessage: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [field, value] of Object.entries(ticket.fields)) form.append(field, value);
    // The file must be the form's last field (S3 ignores fields after it).
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', ticket.url);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => (request.status < 300 ? resolve() : reject(new Error(failureMessage)));
    request.onerror = () => reject(new Error(failureMessage));
    request.send(form);
  });
}
