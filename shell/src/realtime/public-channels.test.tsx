// The public channels inside the shell: an event refreshes what is on screen, without a reload.
import { RealtimeEvent, useStore } from '@croupier/shared';
import { customerUrl } from '../windows/site-settings.js';
import { act, screen, waitFor } from '@testing-library/react';
import { useServices } from '../services/services-context.js';
import { useModelSettings } from '../content/model-setting.js';
import { ok } from '../test/fake-fetch.js';
import { clearStorageAfterEach } from '../test/setup.js';
import { createTestShell } from '../test/shell-harness.js';
import { siteDetail } from '../test/site-detail.js';
import { PublicChannels } from './public-channels.js';

clearStorageAfterEach();

/** What a page shows of the two: the customer-service link and the home ads. */
function Probe() {
  const { stores } = useServices();
  const language = useStore(stores.ui, (s) => s.language);
  const url = useStore(stores.site, (s) => customerUrl(s, language));
  const ads = useModelSettings().data ?? [];
  return (
    <>
      {url && <a href={url}>Customer service</a>}
      <ul aria-label="Ads">
        {ads.map((ad) => (
          <li key={ad.id}>{ad.title}</li>
        ))}
      </ul>
    </>
  );
}

async function setup() {
  const served = { customer: 'https://help.example/en', adTitle: 'Cricket bonus' };
  const shell = await createTestShell({
    answers: {
      '/arks/web/site/detail': () => {
        const detail = siteDetail();
        return ok({ ...detail, env_config: { ...detail.env_config, customerUrl: { en_US: served.customer } } });
      },
      '/template_config': ok({ template: 'H5_1', theme: 'dark', model_version: 1, variables: {} }),
      '/web/model_setting': () => ok([{ id: 1, title: served.adTitle, photo_path: '/a.svg', link: '' }]),
    },
  });
  const site = shell.services.stores.site.getState();
  site.setDetail({
    ...site.detail!,
    env_config: { ...site.detail!.env_config, customerUrl: { en_US: served.customer } },
  });
  shell.renderInShell(
    <>
      <PublicChannels />
      <Probe />
    </>,
  );
  await screen.findByText('Cricket bonus');
  return { shell, served };
}

describe('PublicChannels', () => {
  it('customer_service_link_change: the customer-service link follows the new URL', async () => {
    const { shell, served } = await setup();
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', 'https://help.example/en');

    served.customer = 'https://help.example/new';
    act(() => shell.realtime.emitPublic('web_member', RealtimeEvent.customerServiceLinkChange, {}));

    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
        'href',
        'https://help.example/new',
      ),
    );
    expect(shell.fetch.callsTo('/arks/web/site/detail')).toHaveLength(1);
  });

  it('model_settings.url in the page language refetches the ads; another language does not', async () => {
    const { shell, served } = await setup();
    served.adTitle = 'World Cup bonus';

    act(() => shell.realtime.emitPublic('apsport_template', RealtimeEvent.modelSettingsUrl, { language: 'vi_VN' }));
    await act(async () => undefined);
    expect(screen.getByText('Cricket bonus')).toBeInTheDocument();

    act(() => shell.realtime.emitPublic('site02_template', RealtimeEvent.modelSettingsUrl, { language: 'en_US' }));
    expect(await screen.findByText('World Cup bonus')).toBeInTheDocument();
    expect(shell.fetch.callsTo('/web/model_setting')).toHaveLength(2);
  });

  it('listens on web_api of the currency shown, and moves with it', async () => {
    const { shell } = await setup();
    expect(shell.realtime.isListeningPublic('web_api.INR', RealtimeEvent.carouselPictureUrl)).toBe(true);
    act(() => shell.services.stores.ui.getState().setCurrency('USD'));
    expect(shell.realtime.isListeningPublic('web_api.INR', RealtimeEvent.carouselPictureUrl)).toBe(false);
    expect(shell.realtime.isListeningPublic('web_api.USD', RealtimeEvent.carouselPictureUrl)).toBe(true);
  });
});
