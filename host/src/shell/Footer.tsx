import MailOutlined from '@ant-design/icons/MailOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import YoutubeOutlined from '@ant-design/icons/YoutubeOutlined';
import { Typography } from '@beacon/shared/ui';
import { useConfig } from '@beacon/shared';
import { Link } from '@beacon/shared/router';
import { FOOTER_LINKS } from './navigation';

/** The footer of the pages that have one: where else to follow us, the site's own notices, and the copyright line. */
export function Footer() {
  const { site } = useConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="beacon-footer">
      {/* Level 2: the footer follows the page's h1, and heading levels do not skip. */}
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
        Follow Us
      </Typography.Title>
      <ul className="beacon-footer-links">
        <li>
          <a href={site.videoChannelUrl} target="_blank" rel="noopener noreferrer">
            <YoutubeOutlined aria-hidden /> YouTube channel
          </a>
        </li>
        <li>
          <a href={site.secondVideoSiteUrl} target="_blank" rel="noopener noreferrer">
            <PlayCircleOutlined aria-hidden /> Rumble
          </a>
        </li>
        <li>
          <a href={`mailto:${site.pressEmail}`}>
            <MailOutlined aria-hidden /> Press: {site.pressEmail}
          </a>
        </li>
      </ul>
      <ul className="beacon-footer-links">
        {FOOTER_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
      <Typography.Text type="secondary">
        © {year} {site.organisationName}. All rights reserved.
      </Typography.Text>
    </footer>
  );
}
