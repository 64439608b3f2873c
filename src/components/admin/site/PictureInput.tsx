import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { CallerAuth } from '../../../state/api-client';
import { TextField } from '../../ui/forms/FormField';
import { ImageUpload, type ImageFolder } from '../images/ImageUpload';
import { pictureAddress } from './site-form';

interface Props {
  auth: CallerAuth;
  folder: ImageFolder;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}

/**
 * A picture of the site: the current one with an upload (ImageUpload), and its image-store key
 * or /images/ address as text, for pointing at a picture already stored.
 */
export function PictureInput({ auth, folder, name, label, value, onValueChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <div className="border rounded p-2 mb-3">
      <ImageUpload
        auth={auth}
        folder={folder}
        // Its preview needs an address; a typed key shows once it is a whole key.
        value={pictureAddress(value)}
        onChange={onValueChange}
        label={label}
      />
      <TextField
        name={name}
        label={t('adminSite.pictureAddress', { label })}
        hint={t('adminSite.hint.picture')}
        value={value}
        onValueChange={onValueChange}
        error={error}
        spellCheck={false}
        className="mb-0"
      />
    </div>
  );
}
