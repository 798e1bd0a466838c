import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePreviewCamera } from './use-preview-camera';

const first = { longitude: 10, latitude: 45, zoom: 2 };
const other = { longitude: -70, latitude: 40, zoom: 3 };

describe('usePreviewCamera', () => {
  it('shows where the preview is dragged, and asks for markers where a drag was released', () => {
    const { result } = renderHook(({ camera }) => usePreviewCamera(camera), { initialProps: { camera: first } });
    expect(result.current).toMatchObject({ shown: first, settled: first });
    const moving = { ...first, longitude: 20 };
    act(() => result.current.pan(moving, false));
    expect(result.current).toMatchObject({ shown: moving, settled: first });
    const released = { ...first, longitude: 25 };
    act(() => result.current.pan(released, true));
    expect(result.current).toMatchObject({ shown: released, settled: released });
    act(() => result.current.pan({ ...first, longitude: 30 }, false));
    expect(result.current.settled).toEqual(released);
  });

  it('drops a drag when a new first view arrives (another filter)', () => {
    const { result, rerender } = renderHook(({ camera }) => usePreviewCamera(camera), {
      initialProps: { camera: first },
    });
    act(() => result.current.pan({ ...first, longitude: 25 }, true));
    rerender({ camera: other });
    expect(result.current).toMatchObject({ shown: other, settled: other });
    act(() => result.current.pan({ ...other, longitude: -60 }, false));
    expect(result.current).toMatchObject({ shown: { ...other, longitude: -60 }, settled: other });
  });
});
