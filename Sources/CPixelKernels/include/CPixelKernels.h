#ifndef CPIXELKERNELS_H
#define CPIXELKERNELS_H
#include <stdint.h>

/* The blur of UIVisualEffectView (Sources/XResponder/Effects/BackdropBlur.swift): tight loops
 * over pixels, in C so that they are fast in every build. Pixels are Cairo's ARGB32, premultiplied,
 * native-endian 32-bit words. */

/* Averages factor×factor blocks of the pixels [x0, x1) × [y0, y1) of `data` (edges repeated) into
 * `out`, width×height pixels of four floats (alpha, red, green, blue; 0…255): its rows
 * [row0, row1), so that bands can be made on several threads. `opaque`: the surface is RGB24,
 * its alpha byte undefined. */
void xr_downsample(const uint8_t *data, int stride, int x0, int y0, int x1, int y1, int factor, int opaque,
                   float *out, int width, int height, int row0, int row1);

/* Three box passes of radius `box` along the rows [row0, row1) of `pixels` (width×height×4
 * floats), edges repeated; `line` holds width×4 floats. Then `xr_box_blur_columns`: three passes
 * down the columns [c0, c1); `copy` holds width×height×4 floats (each band uses its own columns
 * of it), `sums` (c1 − c0)×4. Bands of rows, then of columns, can run on several threads. */
void xr_box_blur_rows(float *pixels, int width, int height, int box, int row0, int row1, float *line);
void xr_box_blur_columns(float *pixels, int width, int height, int box, int c0, int c1, float *copy, float *sums);

/* Writes the columns [c0, c1) of `pixels` as ARGB32 into `out` (rows of `stride` bytes): colours
 * moved away from their grey by `saturation`, then the tint (grey `tint_white`, 0…1, at
 * `tint_alpha`) laid over. */
void xr_pack_tinted(const float *pixels, int width, int height, float saturation, float tint_white, float tint_alpha,
                    uint8_t *out, int stride, int c0, int c1);

/* Scales `small` (width×height ARGB32, rows of `small_stride` bytes) up by `factor` (1, 2 or 4),
 * bilinearly between pixel centres, onto the out_width×out_height pixels of `out` — only those in
 * [rx0, rx1) × [ry0, ry1), so that it can write straight into a clipped target, in bands on
 * several threads. */
void xr_upscale(const uint8_t *small, int small_stride, int width, int height, int factor,
                uint8_t *out, int out_stride, int out_width, int out_height, int rx0, int ry0, int rx1, int ry1);

#endif
