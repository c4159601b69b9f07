#ifndef CPIXELKERNELS_H
#define CPIXELKERNELS_H
#include <stdint.h>

/* The blur of UIVisualEffectView (Sources/XResponder/Effects/BackdropBlur.swift): tight loops
 * over pixels, in C so that they are fast in every build. Pixels are Cairo's ARGB32, premultiplied,
 * native-endian 32-bit words. */

/* Averages factor×factor blocks of the pixels [x0, x1) × [y0, y1) of `data` (edges repeated) into
 * `out`, width×height pixels of four floats (alpha, red, green, blue; 0…255). `opaque`: the
 * surface is RGB24, its alpha byte undefined. */
void xr_downsample(const uint8_t *data, int stride, int x0, int y0, int x1, int y1, int factor, int opaque,
                   float *out, int width, int height);

/* Three box passes of radius `box` along rows then columns of `pixels` (width×height×4 floats),
 * edges repeated; `scratch` holds max(width, height)×4 floats. */
void xr_box_blur(float *pixels, int width, int height, int box, float *scratch);

/* Writes `pixels` as ARGB32 into `out` (rows of `stride` bytes): colours moved away from their
 * grey by `saturation`, then the tint (grey `tint_white`, 0…1, at `tint_alpha`) laid over. */
void xr_pack_tinted(const float *pixels, int width, int height, float saturation, float tint_white, float tint_alpha,
                    uint8_t *out, int stride);

/* Scales `small` (width×height ARGB32, rows of `small_stride` bytes) up by `factor` (1, 2 or 4),
 * bilinearly between pixel centres, into the out_width×out_height pixels of `out`. */
void xr_upscale(const uint8_t *small, int small_stride, int width, int height, int factor,
                uint8_t *out, int out_stride, int out_width, int out_height);

#endif
