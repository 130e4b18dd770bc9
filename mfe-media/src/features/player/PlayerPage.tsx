import { useParams } from 'react-router';
import { PageMain, Typography } from '@beacon/shared/ui';

export default function PlayerPage() {
  const { id } = useParams();
  return (
    <PageMain title={id ? 'Video' : 'Live'}>
      <Typography.Title style={{ padding: '24px 16px' }}>{id ? 'Video Player' : 'Live Stream'}</Typography.Title>
    </PageMain>
  );
}
