import { z } from 'zod';
import { API } from '../routes.js';
import { uploadImageSchema } from '../uploads.js';
import { routeGroup, SELF, USER } from './defineRoute.js';
import { text, uploadedFileSchema } from './fields.js';

const uploaders = routeGroup('uploads', USER);

/** A user's uploads (multipart, field `file`). Private files are opened by signed links, not routes. */
export const uploadsApi = {
  uploadImage: uploaders.write({
    owner: SELF,
    path: API.uploadImage,
    summary: '上传图片（multipart，字段 file；purpose=avatar 为头像）→ data.src',
    input: uploadImageSchema,
    output: z.object({ src: text }),
    multipart: true,
  }),
  uploadFile: uploaders.write({
    owner: SELF,
    path: API.uploadFile,
    summary: '上传附件（multipart，字段 file）→ data {name, src}',
    output: uploadedFileSchema,
    multipart: true,
  }),
};
