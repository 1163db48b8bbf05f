import { CameraOutlined } from '@ant-design/icons';
import { accountMessages, avatarProblem } from '@jhy/contract';
import { Avatar, Progress, Upload } from 'antd';
import { useAppMessage } from '../../../app/feedback';
import { useState } from 'react';
import { failureMessage } from '../../../api/mutation';
import { uploadAvatar, useEditUserInfo } from '../api/userInfoQueries';
import defaultAvatar from '../header/defaultAvatar.svg';

/**
 * The avatar of tab 1 with its upload (docs/product.md §2, §5): JPG or PNG under 2 MB, checked here before
 * sending and again by the server, a progress ring while it uploads, then saved as the user's image.
 */
export function AvatarUploader({ src }: { src: string }) {
  const message = useAppMessage();
  const editUserInfo = useEditUserInfo();
  const [percent, setPercent] = useState<number | null>(null);

  const send = async (file: File) => {
    setPercent(0);
    let uploaded: { src: string };
    try {
      uploaded = await uploadAvatar(file, setPercent);
    } catch (error) {
      const text = failureMessage(error);
      if (text) message.error(text);
      setPercent(null);
      return;
    }
    // Saving it as the user's image takes the mutation's own error path.
    editUserInfo.mutate(
      { user_image: uploaded.src },
      { onSuccess: () => message.success(accountMessages.avatarSaved), onSettled: () => setPercent(null) },
    );
  };

  return (
    <div className="jhy-avatar-uploader">
      <Upload
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        showUploadList={false}
        disabled={percent !== null}
        beforeUpload={(file) => {
          const problem = avatarProblem(file);
          if (problem) {
            message.error(problem);
            return Upload.LIST_IGNORE;
          }
          void send(file);
          // The upload is ours (with progress and the save afterwards), not antd's.
          return false;
        }}
      >
        <button type="button" className="jhy-avatar-uploader__button" aria-label="更换头像">
          <Avatar size={112} src={src || defaultAvatar} alt="我的头像" />
          {percent === null ? (
            <span className="jhy-avatar-uploader__hint">
              <CameraOutlined /> 更换头像
            </span>
          ) : (
            <span className="jhy-avatar-uploader__progress" role="status" aria-label={`上传中 ${percent}%`}>
              <Progress
                type="circle"
                percent={percent}
                size={88}
                strokeColor="#1e8a5a"
                railColor="rgba(255,255,255,0.5)"
              />
            </span>
          )}
        </button>
      </Upload>
      <p className="jhy-avatar-uploader__rule">支持 JPG、PNG 格式，大小不超过 2MB</p>
    </div>
  );
}
