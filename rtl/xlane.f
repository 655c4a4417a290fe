# SPDX-License-Identifier: Apache-2.0
rtl/xl_skid.sv
rtl/xl_pipe.sv
rtl/xl_mux_tree.sv
rtl/xl_shfl_lane.sv
rtl/xl_shfl_ctrl.sv
rtl/xl_shfl_xbar.sv
rtl/xl_shfl.sv
rtl/xl_shfl_pipe.sv
rtl/xl_shfl_gather.sv
rtl/xl_shfl_bnet.sv
rtl/xl_shfl_uniform.sv
rtl/xl_shfl_arch.sv
rtl/xl_shf.sv
rtl/xl_shf_pipe.sv
rtl/xl_shuf.sv
rtl/xl_shuf_pipe.sv
rtl/xl_warp.sv
