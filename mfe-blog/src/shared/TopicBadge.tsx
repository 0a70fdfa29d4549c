import { blogTopicName } from '@ata/core/blog';
import './shared.css';

/** The post's topic name, or nothing when the post has no known topic. */
export function TopicBadge({
  topic,
  className = '',
}: {
  topic: string | null | undefined;
  className?: string;
}) {
  const name = blogTopicName(topic);
  if (!name) return null;
  return <span className={`blog-badge ${className}`.trim()}>{name}</span>;
}
