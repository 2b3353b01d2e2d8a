// The fee estimator as it first renders (slider at 0), for the widget to show without a framework.
import { FeeEstimator } from '@gw/remote-fee-estimator';
import { renderToStaticMarkup } from 'react-dom/server';

export const markup = renderToStaticMarkup(<FeeEstimator />);
