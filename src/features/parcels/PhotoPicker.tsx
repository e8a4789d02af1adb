import { useEffect, useId, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { muted } from '../../ui/theme/text.css';
import { checkPhotoFiles, photoTypes, PHOTOS_MAX } from './model';
import * as styles from './PhotoPicker.css';

interface PickedPhoto {
  key: number;
  file: File;
  /** An object URL: the preview shows the file itself, nothing is read or copied. */
  previewUrl: string;
}

export interface PhotoPickerProps {
  /** Every change of the attached files, in the order they were picked. */
  onChange: (files: File[]) => void;
  /** A problem the form found with the photos on submit (e.g. a file it could not read). */
  errorMessage?: string;
  /** While the complaint is being sent: nothing can be added or removed. @default false */
  isDisabled?: boolean;
}

/**
 * Up to five photos for a complaint: each picked file is checked in the browser (JPG, PNG or WebP, at
 * most 5 MB) before anything is read; a refused file gets its own message and no preview. Previews are
 * object URLs, revoked when a photo is removed or the picker goes away.
 */
export function PhotoPicker({ onChange, errorMessage, isDisabled = false }: PhotoPickerProps) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const nextKey = useRef(0);
  const liveUrls = useRef(new Set<string>());
  const root = useRef<HTMLFieldSetElement>(null);
  /** Where focus goes once the list has re-rendered after a removal. */
  const focusAfterRemoval = useRef<string | null>(null);
  const hintId = useId();

  useEffect(() => {
    const target = focusAfterRemoval.current;
    focusAfterRemoval.current = null;
    if (target) root.current?.querySelector<HTMLElement>(target)?.focus();
  }, [photos]);

  useEffect(() => {
    const urls = liveUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const update = (next: PickedPhoto[]) => {
    setPhotos(next);
    onChange(next.map((photo) => photo.file));
  };

  const add = (files: FileList | null) => {
    const { accepted, errors } = checkPhotoFiles(files ? [...files] : [], photos.length);
    setRefusals(errors);
    if (accepted.length === 0) return;
    const added = accepted.map((file) => {
      const previewUrl = URL.createObjectURL(file);
      liveUrls.current.add(previewUrl);
      nextKey.current += 1;
      return { key: nextKey.current, file, previewUrl };
    });
    update([...photos, ...added]);
  };

  const remove = (photo: PickedPhoto) => {
    const index = photos.indexOf(photo);
    const rest = photos.filter((candidate) => candidate !== photo);
    URL.revokeObjectURL(photo.previewUrl);
    liveUrls.current.delete(photo.previewUrl);
    setRefusals([]);
    update(rest);
    // The pressed button is gone: focus the photo that took its place, else the one before, else "Chọn ảnh".
    const neighbour = rest[Math.min(index, rest.length - 1)];
    focusAfterRemoval.current = neighbour ? `[data-photo="${String(neighbour.key)}"]` : '[data-photo-add]';
  };

  const messages = errorMessage ? [...refusals, errorMessage] : refusals;

  return (
    <fieldset ref={root} className={styles.root} aria-describedby={hintId}>
      <legend className={styles.label}>Ảnh minh hoạ</legend>
      <p id={hintId} className={styles.hint}>
        Tối đa {PHOTOS_MAX} ảnh JPG, PNG hoặc WebP, mỗi ảnh không quá 5 MB.
      </p>
      {photos.length > 0 ? (
        <ul className={styles.grid} aria-label="Ảnh đã chọn">
          {photos.map((photo, index) => (
            <li key={photo.key} className={styles.tile}>
              <img src={photo.previewUrl} alt={`Ảnh ${index + 1}: ${photo.file.name}`} className={styles.image} />
              <Button
                data-photo={photo.key}
                variant="secondary"
                size="sm"
                aria-label={`Bỏ ảnh ${photo.file.name}`}
                className={styles.remove}
                isDisabled={isDisabled}
                onPress={() => remove(photo)}
              >
                <Icon name="close" size="sm" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <FileTrigger acceptedFileTypes={[...photoTypes]} allowsMultiple onSelect={add}>
          <Button data-photo-add variant="secondary" size="sm" isDisabled={isDisabled}>
            <Icon name="plus" size="sm" />
            Chọn ảnh
          </Button>
        </FileTrigger>
        <span className={muted}>
          Đã chọn {photos.length}/{PHOTOS_MAX} ảnh
        </span>
      </div>
      {messages.length > 0 ? (
        <div role="alert">
          <ul className={styles.errors}>
            {messages.map((message, index) => (
              <li key={`${String(index)}-${message}`} className={styles.error}>
                <Icon name="error" size="sm" className={styles.errorIcon} />
                <span>{message}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}
