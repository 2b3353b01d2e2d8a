export { AboutMission, JoinTeamBanner, type JoinTeamBannerProps } from './AboutMission.tsx';
