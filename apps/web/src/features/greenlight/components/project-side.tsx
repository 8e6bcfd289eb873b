import type { Project } from '@crewcast/contracts/projects';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { PitchVideo, type AttachVideo } from './pitch-video';
import { PointsBar } from './points-bar';

/** One project of the battle: its pitch, its points and its vote button. */
export function ProjectSide({
  project,
  total,
  button,
  onVote,
  attachVideo,
}: {
  project: Project;
  total: number;
  button: { labelKey: string; disabled: boolean };
  onVote: (project: Project) => void;
  attachVideo: AttachVideo;
}) {
  const t = useTranslation();
  return (
    <article className="project-side" aria-labelledby={`project-${project.id}`} data-testid="project-side">
      <PitchVideo
        title={project.title}
        videos={project.videos}
        images={project.images}
        attachVideo={attachVideo}
      />
      <h2 className="project-side__title" id={`project-${project.id}`}>
        {project.title}
      </h2>
      {project.description && <p className="project-side__description">{project.description}</p>}
      <PointsBar title={project.title} points={project.points} total={total} />
      <Button
        size="large"
        className="project-side__vote"
        disabled={button.disabled}
        aria-describedby={`project-${project.id}`}
        onClick={() => onVote(project)}
      >
        {t(button.labelKey)}
      </Button>
    </article>
  );
}
