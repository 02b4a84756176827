import { Head, Link, useForm } from '@inertiajs/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { slugify } from '../../../../common/slugs';
import { CoverImageField, type CoverImageValue } from '../../../components/admin/CoverImageField';
import { DeleteButton } from '../../../components/admin/DeleteButton';
import { DeletedNotice } from '../../../components/admin/DeletedNotice';
import { FormErrorSummary } from '../../../components/admin/FormErrorSummary';
import { MarkdownField } from '../../../components/admin/MarkdownField';
import { PostStateBadge } from '../../../components/admin/PostStateBadge';
import { BackLink } from '../../../components/ui/BackLink';
import { Notice } from '../../../components/ui/Notice';
import { useDraftAutosave } from '../../../hooks/use-draft-autosave';
import { useLocalCopy } from '../../../hooks/use-local-copy';
import { useUnsavedChangesPrompt } from '../../../hooks/use-unsaved-changes';
import { formatDateTime } from '../../../lib/format-date';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { bindField } from '../../../lib/bind-field';
import { POST_STATUSES, type PostStatus } from '../../../../common/blog-posts';
import { useTranslation } from '../../../lib/i18n';
import { fromLocalInput, toLocalInput } from '../../../lib/local-date-time';
import { appTimeZone } from '../../../lib/time-zone';
import { routes } from '../../../lib/routes';
import type { PageProps } from '../../../../common/types/pages';

type PostForm = {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  status: PostStatus;
  /** The browser's wall-clock time (datetime-local); sent as an ISO instant. */
  publishedAt: string;
  coverImage: File | null;
  removeCoverImage: boolean;
  coverImageAlt: string;
  /** Comma-separated names. */
  tags: string;
};

const lf = (text: string) => text.replace(/\r\n?/g, '\n');

export default function PostEdit({ post }: PageProps['admin/blog/Edit']) {
  const { t } = useTranslation();
  const form = useForm<PostForm>({
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    body: post.body,
    status: post.status,
    publishedAt: toLocalInput(post.publishedAt ?? ''),
    coverImage: null,
    removeCoverImage: false,
    coverImageAlt: post.coverImageAlt,
    tags: post.tags,
  });
  // Until the editor types a slug of their own, a post that was never published takes its slug from its title.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(
    post.state === 'draft' && !post.publishedAt && post.slug.startsWith(slugify(post.title)),
  );
  form.transform(({ coverImage, publishedAt, ...data }) => ({
    ...data,
    publishedAt: fromLocalInput(publishedAt),
    ...(coverImage ? { coverImage } : {}),
  }));

  // The words are kept as they are typed: a draft on the server, a published or scheduled post only in
  // this browser (it changes for readers only when its editor presses Save).
  // A multipart save (with a cover) stores line breaks as CRLF; a text box always holds LF.
  const stored = useMemo(() => ({ title: post.title, excerpt: lf(post.excerpt), body: lf(post.body) }), [post]);
  const words = { title: form.data.title, excerpt: form.data.excerpt, body: form.data.body };
  const isDraft = post.state === 'draft' && !post.deletedAt;
  const autosave = useDraftAutosave(isDraft ? routes.admin.blog.autosave(post.id) : undefined, words, stored);
  const localCopy = useLocalCopy(`agora.post.${post.id}`, !isDraft, words, stored);
  const unsavedWords = JSON.stringify(words) !== JSON.stringify(isDraft ? autosave.saved : stored);
  const unsavedRest =
    form.data.slug !== post.slug ||
    form.data.status !== post.status ||
    form.data.publishedAt !== toLocalInput(post.publishedAt ?? '') ||
    form.data.coverImage !== null ||
    form.data.removeCoverImage ||
    form.data.coverImageAlt !== post.coverImageAlt ||
    form.data.tags !== post.tags;
  useUnsavedChangesPrompt(unsavedWords || unsavedRest, t('admin.post.leaveUnsaved'));
  const restore = () => {
    const copy = localCopy.take();
    if (copy) form.setData((data) => ({ ...data, ...copy }));
  };

  const formRef = useRef<HTMLFormElement>(null);
  const [failedSaves, setFailedSaves] = useState(0);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.put(routes.admin.blog.record(post.id), {
      preserveScroll: true,
      onSuccess: () => form.setData((data) => ({ ...data, coverImage: null, removeCoverImage: false })),
      onError: () => setFailedSaves((count) => count + 1),
    });
  };
  const cover: CoverImageValue = {
    file: form.data.coverImage,
    remove: form.data.removeCoverImage,
    alt: form.data.coverImageAlt,
  };
  const setCover = (value: CoverImageValue) =>
    form.setData((data) => ({
      ...data,
      coverImage: value.file,
      removeCoverImage: value.remove,
      coverImageAlt: value.alt,
    }));
  const title = t('admin.post.edit');

  return (
    <>
      <Head title={`${title}: ${post.title}`} />
      <BackLink href={routes.admin.blog.index()} label={t('admin.post.index')} />
      <DeletedNotice deletedAt={post.deletedAt} restoreUrl={routes.admin.blog.restore(post.id)} />
      <PageHeader title={title}>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <PostStateBadge state={post.state} publishedAt={post.publishedAt} />
          {!post.deletedAt && (
            <Link
              href={routes.blog.show(post.slug)}
              className="text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
            >
              {t('admin.post.view')}
            </Link>
          )}
        </div>
      </PageHeader>
      {localCopy.offer && (
        <div className="mb-6">
          <Notice tone="warning">
            <p>{t('admin.post.localCopy', { date: formatDateTime(localCopy.offer.at) })}</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Button onClick={restore}>{t('admin.post.restoreCopy')}</Button>
              <Button variant="secondary" onClick={localCopy.discard}>
                {t('admin.post.discardCopy')}
              </Button>
            </div>
          </Notice>
        </div>
      )}
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-6">
        <FormErrorSummary errors={form.errors} attempt={failedSaves} form={formRef} />
        <div className="grid max-w-3xl gap-5">
          <TextField
            label={t('admin.post.title')}
            required
            autoComplete="off"
            {...bindField(form, 'title')}
            onChange={(event) => {
              const value = event.target.value;
              form.setData((data) => ({
                ...data,
                title: value,
                ...(slugFollowsTitle ? { slug: slugify(value) } : {}),
              }));
            }}
          />
          <TextField
            label={t('admin.post.slug')}
            required
            autoComplete="off"
            hint={t('admin.post.slugHint', { slug: form.data.slug })}
            {...bindField(form, 'slug')}
            onChange={(event) => {
              setSlugFollowsTitle(false);
              form.setData('slug', event.target.value);
            }}
          />
          <TextAreaField
            label={t('admin.post.excerpt')}
            hint={t('admin.post.excerptHint')}
            rows={3}
            name="excerpt"
            value={form.data.excerpt}
            onChange={(event) => form.setData('excerpt', event.target.value)}
            error={form.errors.excerpt}
            disabled={form.processing}
          />
          <TextField
            label={t('admin.tags.label')}
            hint={t('admin.tags.hint')}
            autoComplete="off"
            {...bindField(form, 'tags')}
          />
        </div>
        <MarkdownField
          label={t('admin.post.body')}
          hint={t('admin.post.bodyHint')}
          name="body"
          value={form.data.body}
          onChange={(value) => form.setData('body', value)}
          previewUrl={routes.admin.blog.preview()}
          imageUploadUrl={routes.admin.blog.images()}
          error={form.errors.body}
          disabled={form.processing}
        />
        <div className="grid max-w-3xl gap-5">
          <CoverImageField
            legend={t('admin.post.coverImage')}
            current={post.cover}
            value={cover}
            onChange={setCover}
            errors={{ file: form.errors.coverImage, alt: form.errors.coverImageAlt }}
            disabled={form.processing}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label={t('admin.post.status')}
              name="status"
              options={POST_STATUSES.map((status) => ({ value: status, label: t(`admin.post.statuses.${status}`) }))}
              value={form.data.status}
              onChange={(event) => form.setData('status', event.target.value as PostStatus)}
              error={form.errors.status}
              disabled={form.processing}
            />
            <TextField
              label={t('admin.post.publishedAt')}
              type="datetime-local"
              hint={t('admin.post.publishedAtHint', { zone: appTimeZone() })}
              {...bindField(form, 'publishedAt')}
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton form={form}>{form.processing ? t('admin.form.saving') : t('admin.form.save')}</SubmitButton>
          <Link href={routes.admin.blog.index()} className={buttonClasses('secondary')}>
            {t('admin.form.back')}
          </Link>
          <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
            {isDraft && autosave.state === 'saving' && t('admin.post.autosaving')}
            {isDraft &&
              autosave.state === 'saved' &&
              autosave.savedAt &&
              t('admin.post.autosaved', { time: formatDateTime(autosave.savedAt) })}
            {isDraft && autosave.state === 'failed' && t('admin.post.autosaveFailed')}
          </p>
        </div>
      </form>
      {/* Apart from Save, so a slip of the finger cannot trash the post. */}
      {!post.deletedAt && (
        <div className="mt-12 border-t border-gray-200 pt-6 dark:border-gray-800">
          <DeleteButton
            url={routes.admin.blog.record(post.id)}
            name={post.title}
            confirmation={t('admin.trashed.confirmDelete', { name: post.title })}
          />
        </div>
      )}
    </>
  );
}
