# SPDX-License-Identifier: Apache-2.0
"""xlane's flow engine: the reader of the design-point table (table) and the standard-cell
measures (stdcell)."""
