import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CHANNELS, type Channel } from '../../../core/reports/constants.ts';
import { productPath } from '../../app/route-access.ts';
import { useSearchUpdate } from '../../components/use-search-update.ts';
import type { ChannelPaths } from './paths.ts';

export interface ChannelControl {
  channel: Channel;
  switchTo(channel: Channel): void;
}

const isChannel = (value: string | null): value is Channel => (CHANNELS as readonly (string | null)[]).includes(value);

/**
 * The channel (website or app) a traffic screen shows. A screen with a path per channel (the
 * visitor report, landing pages, enquiries) is the channel of its path, or of the path it is
 * under (an enquiry under its list), and switches to the other's path; the screens both channels share keep it in the address (?channel=app). The
 * period stays; a list goes back to its first page.
 */
export function useChannel(paths?: ChannelPaths): ChannelControl {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const update = useSearchUpdate();
  if (paths) {
    return {
      channel: CHANNELS.find((c) => pathname === productPath(paths[c]) || pathname.startsWith(`${productPath(paths[c])}/`)) ?? 'website',
      switchTo: (channel) => {
        const query = new URLSearchParams(search);
        query.delete('page');
        const rest = query.toString();
        void navigate(`${productPath(paths[channel])}${rest ? `?${rest}` : ''}`);
      },
    };
  }
  const asked = params.get('channel');
  return {
    channel: isChannel(asked) ? asked : 'website',
    switchTo: (channel) => update({ channel: channel === 'website' ? null : channel, page: null }),
  };
}
