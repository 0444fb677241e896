// The carousel banners of one use type (desktop large, desktop small, mobile) and currency (or every
// currency): the list, a banner removed, and a banner added with its picture. A change sends the
// group's whole list (the api replaces it) and the api tells the open pages, which show it at once.
// The picture is checked here for type and size, read as base64 and uploaded first; its url goes
// into the new banner.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useState, type BaseSyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useApi } from '../api/context.js';
import { useLanguageName } from '../sites/language-name.js';
import { useErrorText } from '../ui/errors.js';
import { useMessage } from '../ui/message.js';
import { Outcome, useOutcome } from '../ui/outcome.js';
import { SelectField } from '../ui/select-field.js';
import { TextField } from '../ui/text-field.js';
import {
  compact,
  LanguageSelect,
  languagesWith,
  ListState,
  sortSchema,
  textIn,
  textsSchema,
  TITLE_MAX,
  type SectionProps,
} from './fields.js';
import { PICTURE_MAX_BYTES, PICTURE_TYPES, pictureProblem, readBase64, type PictureType } from './picture.js';
import { sitePath, useContentList, useRefetch } from './queries.js';
import {
  CAROUSEL_USE_TYPES,
  type BannerInput,
  type BannersBody,
  type CarouselLinkMethod,
  type CarouselLinkType,
  type CarouselUseType,
  type StoredBanner,
  type UploadedPicture,
} from './types.js';

/** The most banners a group holds (the api's maxItems). */
export const BANNERS_MAX = 20;
const HTTP_URL = /^https?:\/\/[^\s/?#]+\S*$/i;
/** A path of the site: one leading '/', never '//' or '/\' (another host). */
const SITE_PATH = /^\/(?![/\\])\S*$/;

/** A stored banner as POST /carousel takes it back. */
export function bannerInput(banner: StoredBanner): BannerInput {
  const input: BannerInput = {
    url: banner.url,
    title: banner.title,
    link_type: banner.link_type,
    link_method: banner.link_method,
    sort: banner.sort,
  };
  if (banner.link_type === 2 && banner.game_link_parameter) input.game_link_parameter = banner.game_link_parameter;
  else input.link_url = banner.link_url;
  return input;
}

const groupBody = (useType: CarouselUseType, currency: string, items: BannerInput[]): BannersBody => ({
  use_type: useType,
  ...(currency ? { currency } : {}),
  items,
});

export function Carousel({ siteId, languages }: SectionProps) {
  const { t } = useTranslation();
  const api = useApi();
  const errorText = useErrorText();
  const refetch = useRefetch(siteId);
  const linkText = useLinkText();
  const list = useContentList(siteId, 'carousel');
  const [useType, setUseType] = useState<CarouselUseType>(0);
  const [currency, setCurrency] = useState('');
  const { alert, done, setDone, attempt } = useOutcome();
  const [removing, setRemoving] = useState<number | null>(null);
  const group = (list.data?.items ?? []).filter(
    (banner) => banner.use_type === useType && banner.currency === (currency || null),
  );

  const remove = async (banner: StoredBanner) => {
    setRemoving(banner.id);
    await attempt(async () => {
      await api.post(
        sitePath(siteId, 'carousel'),
        groupBody(useType, currency, group.filter((b) => b.id !== banner.id).map(bannerInput)),
      );
      setDone(t('content.carousel.removed', { title: textIn(banner.title) || banner.url }));
      await refetch('carousel');
    });
    setRemoving(null);
  };

  return (
    <>
      <div className="filters">
        <SelectField
          label={t('content.carousel.useType')}
          value={useType}
          onChange={(event) => setUseType(Number(event.target.value) as CarouselUseType)}
        >
          {CAROUSEL_USE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`content.carousel.useTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('content.currency')}
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
        >
          <option value="">{t('content.carousel.everyCurrency')}</option>
          {(list.data?.currencies ?? []).map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
      </div>
      <ListState pending={list.isPending} error={list.isError ? errorText(list.error) : null} />
      {list.data ? (
        <>
          <h3 id="content-banners-title">
            {t('content.carousel.groupTitle', {
              use: t(`content.carousel.useTypes.${useType}`),
              currency: currency || t('content.carousel.everyCurrency'),
            })}
          </h3>
          {group.length === 0 ? (
            <p>{t('content.carousel.empty')}</p>
          ) : (
            <div className="table-scroll" role="region" aria-labelledby="content-banners-title" tabIndex={0}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t('content.title')}</th>
                    <th scope="col">{t('content.carousel.picture')}</th>
                    <th scope="col">{t('content.carousel.link')}</th>
                    <th scope="col">{t('content.sort')}</th>
                    <th scope="col">{t('content.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {group.map((banner) => (
                    <tr key={banner.id}>
                      <th scope="row">{textIn(banner.title) || t('content.untitled')}</th>
                      <td>
                        <code>{banner.url}</code>
                      </td>
                      <td>{linkText(banner)}</td>
                      <td className="table__number">{banner.sort}</td>
                      <td>
                        <button
                          type="button"
                          className="button"
                          disabled={removing !== null}
                          aria-label={t('content.removeOf', { what: textIn(banner.title) || banner.url })}
                          onClick={() => void remove(banner)}
                        >
                          {t('content.remove')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Outcome alert={alert} done={done} />
          <AddBanner
            key={`${useType}:${currency}`}
            siteId={siteId}
            languages={languagesWith(languages)}
            useType={useType}
            currency={currency}
            group={group}
          />
        </>
      ) : null}
    </>
  );
}

/** Where a banner leads and how it opens, in words. */
function useLinkText(): (banner: StoredBanner) => string {
  const { t } = useTranslation();
  return (banner) => {
    const opens = t(`content.carousel.methods.${banner.link_method}`);
    if (banner.link_type === 2)
      return t('content.carousel.gameLink', { game: banner.game_link_parameter?.gp_gt_name ?? '', opens });
    return t('content.carousel.urlLink', { url: banner.link_url, opens });
  };
}

const addSchema = v.pipe(
  v.object({
    title: textsSchema,
    link_type: v.picklist(['0', '1']),
    link_url: v.pipe(v.string(), v.trim()),
    link_method: v.picklist(['0', '1']),
    sort: sortSchema,
  }),
  v.forward(
    v.partialCheck(
      [['link_type'], ['link_url']],
      ({ link_type, link_url }) => (link_type === '0' ? HTTP_URL.test(link_url) : SITE_PATH.test(link_url)),
      'content.carousel.linkInvalid',
    ),
    ['link_url'],
  ),
);
type AddValues = v.InferOutput<typeof addSchema>;

const nextSort = (group: StoredBanner[]) => (group.length ? Math.max(...group.map((b) => b.sort)) + 10 : 10);

function AddBanner({
  siteId,
  languages,
  useType,
  currency,
  group,
}: {
  siteId: string;
  languages: string[];
  useType: CarouselUseType;
  currency: string;
  group: StoredBanner[];
}) {
  const { t } = useTranslation();
  const api = useApi();
  const message = useMessage();
  const name = useLanguageName();
  const refetch = useRefetch(siteId);
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [language, setLanguage] = useState(languages[0] ?? 'en_US');
  const { alert, done, setDone, attempt } = useOutcome();
  const empty = (sort: number): AddValues => ({
    title: {},
    link_type: '1',
    link_url: '',
    link_method: '0',
    sort: String(sort),
  });
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddValues>({ resolver: valibotResolver(addSchema), defaultValues: empty(nextSort(group)) });
  const linkType = useWatch({ control, name: 'link_type' });
  const full = group.length >= BANNERS_MAX;

  const fileProblem = (chosen: File | null): string | null => {
    if (!chosen) return t('content.carousel.pictureRequired');
    const problem = pictureProblem(chosen);
    if (!problem) return null;
    if (problem.problem === 'type') return t('content.carousel.pictureType', { name: chosen.name });
    return t('content.carousel.pictureSize', {
      name: chosen.name,
      size: megabytes(problem.bytes),
      max: megabytes(PICTURE_MAX_BYTES),
    });
  };

  const submit = handleSubmit(
    (values, event?: BaseSyntheticEvent) =>
      attempt(async () => {
        const fileInput = pictureInput(event);
        const problem = fileProblem(file);
        setFileError(problem);
        if (problem || !file) {
          fileInput?.focus();
          return;
        }
        const picture = await api.post<UploadedPicture>(sitePath(siteId, 'carousel/pictures'), {
          image: { content_type: file.type as PictureType, data: await readBase64(file) },
        });
        const banner: BannerInput = {
          url: picture.url,
          title: compact(values.title),
          link_type: Number(values.link_type) as CarouselLinkType,
          link_method: Number(values.link_method) as CarouselLinkMethod,
          link_url: values.link_url,
          sort: Number(values.sort),
        };
        const answer = await api.post<{ published: boolean }>(
          sitePath(siteId, 'carousel'),
          groupBody(useType, currency, [...group.map(bannerInput), banner]),
        );
        setDone(
          [
            t('content.carousel.added', { width: picture.width, height: picture.height }),
            answer.published ? '' : t('content.notPublished'),
          ]
            .filter(Boolean)
            .join(' '),
        );
        reset(empty(Math.max(nextSort(group), Number(values.sort) + 10)));
        setFile(null);
        if (fileInput) fileInput.value = '';
        await refetch('carousel');
      }),
    () => setFileError(fileProblem(file)),
  );

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('content.carousel.addTitle')}</h3>
      {full ? <p>{t('content.carousel.full', { count: BANNERS_MAX })}</p> : null}
      <form onSubmit={submit} noValidate className="form">
        <div className="field">
          <label htmlFor={`${id}-picture`}>{t('content.carousel.picture')}</label>
          <p id={`${id}-picture-hint`} className="field__hint">
            {t('content.carousel.pictureHint', { max: megabytes(PICTURE_MAX_BYTES) })}
          </p>
          <input
            id={`${id}-picture`}
            name="picture"
            type="file"
            accept={PICTURE_TYPES.join(',')}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={[`${id}-picture-hint`, fileError ? `${id}-picture-error` : null]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setFileError(chosen ? fileProblem(chosen) : null);
            }}
          />
          {fileError ? (
            <p id={`${id}-picture-error`} className="field__error" role="alert">
              {fileError}
            </p>
          ) : null}
        </div>
        <LanguageSelect languages={languages} value={language} onChange={setLanguage} />
        <TextField
          key={`title-${language}`}
          label={t('content.carousel.titleIn', { language: name(language) })}
          hint={t('content.carousel.titleHint')}
          maxLength={TITLE_MAX}
          autoComplete="off"
          {...register(`title.${language}`)}
        />
        <SelectField label={t('content.carousel.linkType')} {...register('link_type')}>
          <option value="1">{t('content.carousel.linkTypes.1')}</option>
          <option value="0">{t('content.carousel.linkTypes.0')}</option>
        </SelectField>
        <TextField
          label={t('content.carousel.linkUrl')}
          hint={linkType === '0' ? t('content.carousel.externalHint') : t('content.carousel.internalHint')}
          autoComplete="off"
          spellCheck={false}
          error={message(errors.link_url?.message)}
          {...register('link_url')}
        />
        <SelectField label={t('content.carousel.linkMethod')} {...register('link_method')}>
          <option value="0">{t('content.carousel.methods.0')}</option>
          <option value="1">{t('content.carousel.methods.1')}</option>
        </SelectField>
        <TextField
          label={t('content.sort')}
          hint={t('content.carousel.sortHint')}
          inputMode="numeric"
          autoComplete="off"
          className="field--narrow"
          error={message(errors.sort?.message)}
          {...register('sort')}
        />
        <Outcome alert={alert} done={done} />
        <button type="submit" className="button button--primary" disabled={isSubmitting || full}>
          {t('content.carousel.publish')}
        </button>
      </form>
    </section>
  );
}

/** The form's file input, from its submit event. */
const pictureInput = (event: BaseSyntheticEvent | undefined): HTMLInputElement | null => {
  const form = event?.target as HTMLFormElement | undefined;
  const input = form?.elements?.namedItem('picture');
  return input instanceof HTMLInputElement ? input : null;
};

/** Bytes as megabytes with one decimal ('2.0'). */
const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
