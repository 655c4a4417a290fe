# SPDX-License-Identifier: Apache-2.0
# How CMake reads the RTL: the configuration table (rtl/xlane.configs), the files each top
# needs (from rtl/xlane.f), and the verilation of one configuration into a C++ or SystemC
# model. Included by the top-level CMakeLists.txt.
#
# A model is verilated at configure time, and only when its command or the text of one of
# the files its top reads has changed; the RTL files are configure dependencies, so an edit
# re-runs CMake first. Verilator writes into a staging folder and only the files whose
# text changed are copied over, so an edit that changes no generated code (a comment) and
# an edit to a file a model does not read recompile nothing, and the sources of every
# target are known before the build starts (no stale objects from an older verilation).

set(XLANE_RTL_LIST ${CMAKE_SOURCE_DIR}/rtl/xlane.f)
set(XLANE_CONFIGS ${CMAKE_SOURCE_DIR}/rtl/xlane.configs)
set(XLANE_VLT ${CMAKE_SOURCE_DIR}/rtl/xlane.vlt)
set_property(DIRECTORY ${CMAKE_SOURCE_DIR} APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             ${XLANE_RTL_LIST} ${XLANE_CONFIGS} ${XLANE_VLT})

# xlane_rtl_files(<out> <top>): the files of rtl/xlane.f that <top> reads, in list order,
# absolute: the table reader's view (XLANE_FILES_<top>, from table.py's top_files, below).
function(xlane_rtl_files out top)
  if(NOT DEFINED XLANE_FILES_${top})
    message(FATAL_ERROR "xlane_rtl_files: no file of rtl/xlane.f defines module ${top}")
  endif()
  set(files "")
  foreach(f IN LISTS XLANE_FILES_${top})
    list(APPEND files ${CMAKE_SOURCE_DIR}/${f})
  endforeach()
  set(${out} ${files} PARENT_SCOPE)
endfunction()

# The configuration table, read by its one reader (synth/xlflow/table.py, Python's standard
# library only), which checks every row's form and stops the configure with the row's file,
# line and column when one is wrong. Its view for CMake: XLANE_ROWS (every row's name),
# XLANE_FLOWS (the flows the table declares), for each row XLANE_ROW_<name>_TOP, _GPARAMS
# (Verilator's -GNAME=VALUE options) and _FLOWS, XLANE_RTL_FILES (rtl/xlane.f's files) and
# for each of their modules XLANE_FILES_<module>, the files it reads (relative). Every file
# of rtl/xlane.f is a configure dependency: which files a top reads follows from their text.
find_package(Python3 REQUIRED COMPONENTS Interpreter)

# xlane_configure_py(<script> <argument>...): a script of the source tree (Python's standard
# library only) run at configure time, the script a configure dependency; its error stops
# the configure with the script's message (a table row's file, line and column).
function(xlane_configure_py script)
  set_property(DIRECTORY ${CMAKE_SOURCE_DIR} APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/${script})
  execute_process(COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/${script} ${ARGN}
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${err}")
  endif()
endfunction()

xlane_configure_py(synth/xlflow/table.py cmake ${CMAKE_BINARY_DIR}/xlane_table.cmake)
include(${CMAKE_BINARY_DIR}/xlane_table.cmake)
foreach(_f IN LISTS XLANE_RTL_FILES)
  set_property(DIRECTORY ${CMAKE_SOURCE_DIR} APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/${_f})
endforeach()

# xlane_configs(<out> <flow>): the names of the rows of rtl/xlane.configs that list <flow>
# (each row's top and parameters: XLANE_ROW_<name>_TOP and _GPARAMS).
function(xlane_configs out flow)
  if(NOT flow IN_LIST XLANE_FLOWS)
    message(FATAL_ERROR "xlane_configs: rtl/xlane.configs declares no flow '${flow}' (${XLANE_FLOWS})")
  endif()
  set(names "")
  foreach(name IN LISTS XLANE_ROWS)
    if(flow IN_LIST XLANE_ROW_${name}_FLOWS)
      list(APPEND names ${name})
    endif()
  endforeach()
  set(${out} ${names} PARENT_SCOPE)
endfunction()

# Verilator options for every model: -Wall with warnings fatal, so that every simulation
# build is also a lint run (XLANE_LINT_FATAL=OFF lets a deliberately broken RTL build).
option(XLANE_LINT_FATAL "Verilator lint warnings stop the build" ON)
# XLANE_COVERAGE=ON: the C++ models count line and toggle coverage (make coverage).
option(XLANE_COVERAGE "Verilator line and toggle coverage in the C++ models" OFF)
# Evaluation and trace-dump code split into functions of at most XLANE_VERILATOR_SPLIT
# statements: Verilator otherwise writes one function of thousands of lines per model (the
# 32-lane warp's trace dump, the 64-lane crossbar's evaluation), which the compiler
# optimizes in time that grows faster than its length. At 500 the models build in about
# 60% of the time and simulate as fast (docs/results/test-2026-11-26.md); 200 was slower
# to build than no split for the 64-lane crossbar, 1000 and 2000 in between.
set(XLANE_VERILATOR_SPLIT 500 CACHE STRING "Verilator --output-split-cfuncs and -ctrace (statements)")
set(XLANE_VERILATOR_OPT -O3 --x-assign fast --x-initial fast --output-split-cfuncs ${XLANE_VERILATOR_SPLIT}
                        --output-split-ctrace ${XLANE_VERILATOR_SPLIT})
set(XLANE_VERILATOR_LINT -Wall)
if(NOT XLANE_LINT_FATAL)
  list(APPEND XLANE_VERILATOR_LINT -Wno-fatal)
endif()

# xlane_stale(<var> <key_file> <text> <file>...): sets <var> to TRUE when <text> or the
# text of one of the files differs from what <key_file> recorded (or there is no record),
# and <var>_KEY to the new record, which the caller writes once it has remade its output.
# The files become configure dependencies, so that editing one re-runs CMake.
function(xlane_stale var key_file text)
  set(key "${text}")
  foreach(f IN LISTS ARGN)
    if(EXISTS ${f} AND NOT IS_DIRECTORY ${f})
      file(MD5 ${f} h)
      string(APPEND key "\n${f} ${h}")
      set_property(DIRECTORY ${CMAKE_SOURCE_DIR} APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${f})
    endif()
  endforeach()
  set(old "")
  if(EXISTS ${key_file})
    file(READ ${key_file} old)
  endif()
  if(key STREQUAL old)
    set(${var} FALSE PARENT_SCOPE)
  else()
    set(${var} TRUE PARENT_SCOPE)
  endif()
  set(${var}_KEY "${key}" PARENT_SCOPE)
endfunction()

# xlane_verilate(<target> <top> <prefix> [SYSTEMC] [TRACE_FST] [NO_LINT]
#                [SOURCES <file>...] [<verilator option>...])
# Verilates <top> into class <prefix> and adds the model to <target> (C++, or SystemC with
# SYSTEMC; FST tracing compiled in with TRACE_FST). The sources are the files of
# rtl/xlane.f that <top> reads, or SOURCES. NO_LINT: a netlist that is not house RTL (a
# mutant), built without -Wall. The other arguments (-GName=Value, .vlt files) go to
# Verilator.
#
# The models are verilated in one batch, as many at a time as the machine has cores, once
# every directory has asked for its own: xlane_verilate records the command and defers the
# rest (_xlane_verilate_batch runs the commands, then _xlane_verilate_finish adds each
# model's files to its target), both at the end of the top-level CMakeLists.txt.
function(xlane_verilate target top prefix)
  cmake_parse_arguments(XV "SYSTEMC;TRACE_FST;NO_LINT" "" "SOURCES" ${ARGN})
  if(XV_SOURCES)
    set(sources ${XV_SOURCES})
  else()
    xlane_rtl_files(sources ${top})
  endif()
  if(XV_NO_LINT)
    set(args ${XLANE_VERILATOR_OPT} -Wno-lint -Wno-style -Wno-UNOPTFLAT)
  else()
    set(args ${XLANE_VERILATOR_LINT} ${XLANE_VERILATOR_OPT} ${XLANE_VLT})
  endif()
  if(XV_SYSTEMC)
    list(APPEND args --sc)
  else()
    list(APPEND args --cc)
    if(XLANE_COVERAGE)
      list(APPEND args --coverage)
    endif()
  endif()
  if(XV_TRACE_FST)
    list(APPEND args --trace-fst)
  endif()
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/${prefix})
  set(command ${XLANE_VERILATOR} --prefix ${prefix} --top-module ${top} --make ${XLANE_VERILATOR_MAKE} ${args}
              ${XV_UNPARSED_ARGUMENTS} ${sources})

  # Re-verilated when the command, Verilator itself, or the text of a file it reads changes.
  xlane_stale(stale ${dir}.key "${command}\n${XLANE_VERILATOR_MD5}" ${sources} ${XV_UNPARSED_ARGUMENTS} ${args})
  if(NOT EXISTS ${dir}/${prefix}.${XLANE_VERILATOR_MAKE})
    set(stale TRUE)
  endif()
  get_property(known GLOBAL PROPERTY XLANE_VERILATE_MODELS)
  if(prefix IN_LIST known)
    message(FATAL_ERROR "xlane_verilate: model ${prefix} asked for twice")
  endif()
  set_property(GLOBAL APPEND PROPERTY XLANE_VERILATE_MODELS ${prefix})
  foreach(v target top dir stale stale_KEY command XV_SYSTEMC)
    set_property(GLOBAL PROPERTY XLANE_VERILATE_${prefix}_${v} "${${v}}")
  endforeach()
  if(stale)
    set_property(GLOBAL APPEND PROPERTY XLANE_VERILATE_PENDING ${prefix})
  endif()
  # A deferred call's arguments are read when it runs: the model's name goes in as text.
  cmake_language(EVAL CODE "cmake_language(DEFER DIRECTORY [[${CMAKE_SOURCE_DIR}]] CALL _xlane_verilate_finish [[${prefix}]])")
endfunction()

# Registered before any model asks, so that it runs before every _xlane_verilate_finish.
cmake_language(DEFER DIRECTORY ${CMAKE_SOURCE_DIR} CALL _xlane_verilate_batch)

# Runs Verilator for every model recorded as stale: each command in a shell script of its
# own (output in <model>.verilate.log, exit status in <model>.rc), the scripts run by xargs
# as many at a time as the machine has cores. Verilator writes into a staging folder; the
# finish step copies what changed.
function(_xlane_verilate_batch)
  get_property(pending GLOBAL PROPERTY XLANE_VERILATE_PENDING)
  if(NOT pending)
    return()
  endif()
  set(list_file ${CMAKE_BINARY_DIR}/verilate_jobs.txt)
  set(jobs "")
  foreach(prefix IN LISTS pending)
    get_property(dir GLOBAL PROPERTY XLANE_VERILATE_${prefix}_dir)
    get_property(command GLOBAL PROPERTY XLANE_VERILATE_${prefix}_command)
    get_property(top GLOBAL PROPERTY XLANE_VERILATE_${prefix}_top)
    message(STATUS "Verilating ${prefix} (${top})")
    file(REMOVE_RECURSE ${dir}.stage)
    file(REMOVE ${dir}.rc)
    # Each argument in single quotes for the shell (-GSkidBuffer=1'b1 has one of its own).
    set(quoted "")
    foreach(a IN LISTS command ITEMS --Mdir ${dir}.stage)
      string(REPLACE "'" "'\\''" a "${a}")
      string(APPEND quoted " '${a}'")
    endforeach()
    file(WRITE ${dir}.verilate.sh "cd '${CMAKE_SOURCE_DIR}' || exit 1\n${quoted} > '${dir}.verilate.log' 2>&1\necho $? > '${dir}.rc'\n")
    string(APPEND jobs "${dir}.verilate.sh\n")
  endforeach()
  file(WRITE ${list_file} "${jobs}")
  cmake_host_system_information(RESULT cores QUERY NUMBER_OF_LOGICAL_CORES)
  list(LENGTH pending n)
  message(STATUS "Verilating ${n} models, ${cores} at a time")
  execute_process(COMMAND xargs -P ${cores} -n 1 sh INPUT_FILE ${list_file} RESULT_VARIABLE rc)
endfunction()

# _xlane_unity(<var> <file> <source>...): writes <file>, which includes every <source>
# (rewritten only when that list changes, so that an unchanged model is not compiled
# again), and sets <var> to it, or to nothing when there are no sources.
function(_xlane_unity var file)
  if(NOT ARGN)
    set(${var} "" PARENT_SCOPE)
    return()
  endif()
  set(text "// Generated by sim/harness/xlane_rtl.cmake: one translation unit of a verilated model.\n")
  foreach(f IN LISTS ARGN)
    string(APPEND text "#include \"${f}\"\n")
  endforeach()
  set(old "")
  if(EXISTS ${file})
    file(READ ${file} old)
  endif()
  if(NOT old STREQUAL text)
    file(WRITE ${file} "${text}")
  endif()
  set(${var} ${file} PARENT_SCOPE)
endfunction()

# The rest of xlane_verilate for one model: its verilation's result copied into place when
# it was stale, then its files added to its target.
function(_xlane_verilate_finish prefix)
  foreach(v target top dir stale stale_KEY command XV_SYSTEMC)
    get_property(${v} GLOBAL PROPERTY XLANE_VERILATE_${prefix}_${v})
  endforeach()
  set(stage ${dir}.stage)
  set(list_file ${prefix}.${XLANE_VERILATOR_MAKE})
  if(stale)
    set(rc 1)
    if(EXISTS ${dir}.rc)
      file(STRINGS ${dir}.rc rc)
    endif()
    if(NOT rc EQUAL 0)
      set(log "")
      if(EXISTS ${dir}.verilate.log)
        file(READ ${dir}.verilate.log log)
      endif()
      string(REPLACE ";" " " shown "${command}")
      message(FATAL_ERROR "Verilator failed on ${top} (${prefix}):\n${shown}\n${log}")
    endif()
    file(REMOVE ${dir}.rc ${dir}.verilate.sh ${dir}.verilate.log)
    # The class list names the staging folder: point it at the model's own.
    file(READ ${stage}/${list_file} text)
    string(REPLACE "${stage}/" "${dir}/" text "${text}")
    file(WRITE ${stage}/${list_file} "${text}")
    file(MAKE_DIRECTORY ${dir})
    file(GLOB old RELATIVE ${dir} ${dir}/*)
    file(GLOB new RELATIVE ${stage} ${stage}/*)
    foreach(f IN LISTS old)
      if(NOT f IN_LIST new)
        file(REMOVE ${dir}/${f})
      endif()
    endforeach()
    foreach(f IN LISTS new)
      # Copied only when the text differs (no process per file: CMake compares itself).
      set(same FALSE)
      if(EXISTS ${dir}/${f})
        file(MD5 ${stage}/${f} h_new)
        file(MD5 ${dir}/${f} h_old)
        if(h_new STREQUAL h_old)
          set(same TRUE)
        endif()
      endif()
      if(NOT same)
        file(COPY ${stage}/${f} DESTINATION ${dir})
      endif()
    endforeach()
    file(REMOVE_RECURSE ${stage})
    file(WRITE ${dir}.key "${stale_KEY}")
  endif()

  xlane_verilator_read(${dir} ${prefix})
  # Two translation units a model, one of its evaluation code and one of the code that runs
  # once (construction, initial values, the trace's declarations), each including the
  # model's files of that kind, as Verilator's own __ALL.cpp does: a file of the model
  # compiled on its own spends most of its time in verilated.h, and a 32-lane model has
  # a dozen of them.
  _xlane_unity(fast ${dir}_fast.cpp ${${prefix}_CLASSES_FAST} ${${prefix}_SUPPORT_FAST})
  _xlane_unity(slow ${dir}_slow.cpp ${${prefix}_CLASSES_SLOW} ${${prefix}_SUPPORT_SLOW})
  # Each compiled in an object library of its own, at its own level (XLANE_SIM_SPEED,
  # top-level CMakeLists.txt): the evaluation code is the hot path of every simulation,
  # the rest runs once. Each takes the runtime's headers precompiled at that level
  # (_xlane_pch): they were most of the compile time of a small model's files.
  set(kind "${${prefix}_SC};${${prefix}_TRACE_FST};${${prefix}_COVERAGE}")
  _xlane_model_objects(${target} ${dir} "${fast}" "${kind}" "${XLANE_OPT_CODE}")
  _xlane_model_objects(${target} ${dir} "${slow}" "${kind}" "${XLANE_OPT_MODEL_SLOW}")
  target_include_directories(${target} SYSTEM PUBLIC ${dir})
  target_compile_definitions(${target} PRIVATE VM_COVERAGE=${${prefix}_COVERAGE} VM_SC=${${prefix}_SC}
                             VM_TRACE=${${prefix}_TRACE_FST} VM_TRACE_VCD=0 VM_TRACE_FST=${${prefix}_TRACE_FST})
  if(XV_SYSTEMC)
    # SystemC models carry the runtime built for SystemC.
    target_sources(${target} PRIVATE ${${prefix}_GLOBAL})
    set_source_files_properties(${${prefix}_GLOBAL} TARGET_DIRECTORY ${target} PROPERTIES COMPILE_OPTIONS "-w")
    target_include_directories(${target} SYSTEM PUBLIC ${VERILATOR_ROOT}/include ${VERILATOR_ROOT}/include/vltstd)
    target_link_libraries(${target} PUBLIC ${${prefix}_USER_LDLIBS} ZLIB::ZLIB ${XLANE_VERILATOR_LIBS} Threads::Threads)
  else()
    target_link_libraries(${target} PUBLIC xlane_verilated)
  endif()
endfunction()

# The Verilator runtime of every C++ model, compiled once: the context, threads, the FST
# writer (`xlane run` traces) and, with XLANE_COVERAGE, the coverage counters.
add_library(xlane_verilated STATIC ${XLANE_VERILATOR_RUNTIME})
target_compile_options(xlane_verilated PRIVATE -w)
# SYSTEM: warnings in Verilator's headers are not ours to fix.
target_include_directories(xlane_verilated SYSTEM PUBLIC ${VERILATOR_ROOT}/include ${VERILATOR_ROOT}/include/vltstd)
target_compile_definitions(xlane_verilated PRIVATE VM_COVERAGE=$<BOOL:${XLANE_COVERAGE}> VM_SC=0 VM_TRACE=1
                           VM_TRACE_FST=1)
find_package(ZLIB REQUIRED)
target_link_libraries(xlane_verilated PUBLIC ZLIB::ZLIB ${XLANE_VERILATOR_LIBS} Threads::Threads)

# The runtime's headers precompiled for the models' code, once per kind of model and
# optimization level: C++ or SystemC (whose headers are the larger part), with or without
# FST tracing and coverage (which verilated.h reads), evaluation code or code that runs
# once. Each is compiled exactly as the model code that takes it (same definitions, same
# level), else the compiler would not use it. <kind>: the model's VM_SC, VM_TRACE_FST and
# VM_COVERAGE, as Verilator's class list gives them.
# file(CONFIGURE) writes it only when its text changes: rewritten at every configure, it
# would recompile every precompiled header after any edit.
file(CONFIGURE OUTPUT ${CMAKE_BINARY_DIR}/xlane_pch.cpp
     CONTENT "// Generated: the translation unit of a precompiled header.\n")
function(_xlane_pch out kind opt)
  list(JOIN kind "" k)
  string(REGEX REPLACE "[^a-zA-Z0-9]" "" o "${opt}")
  set(pch xlane_pch_${k}_${o})
  set(${out} ${pch} PARENT_SCOPE)
  if(NOT TARGET ${pch})
    add_library(${pch} OBJECT ${CMAKE_BINARY_DIR}/xlane_pch.cpp)
    _xlane_model_flags(${pch} "${kind}" "${opt}")
    list(GET kind 0 sc)
    if(sc)
      # In the order a SystemC model's header includes them.
      target_precompile_headers(${pch} PRIVATE <systemc.h> <verilated_sc.h> <verilated.h>)
    else()
      target_precompile_headers(${pch} PRIVATE <verilated.h>)
    endif()
  endif()
endfunction()

# _xlane_model_flags(<target> <kind> <opt>): how a model's code is compiled. Generated
# code: no warnings (its own style is not ours).
function(_xlane_model_flags target kind opt)
  list(GET kind 0 sc)
  list(GET kind 1 trace)
  list(GET kind 2 coverage)
  target_include_directories(${target} SYSTEM PRIVATE ${VERILATOR_ROOT}/include ${VERILATOR_ROOT}/include/vltstd)
  target_compile_definitions(${target} PRIVATE VM_COVERAGE=${coverage} VM_SC=${sc} VM_TRACE=${trace}
                             VM_TRACE_VCD=0 VM_TRACE_FST=${trace})
  target_compile_options(${target} PRIVATE ${opt} -w)
  if(sc)
    xlane_link_systemc(${target})
  endif()
endfunction()

# _xlane_model_objects(<target> <dir> <source> <kind> <opt>): <source>, one translation
# unit of the model verilated into <dir>, compiled at <opt> in an object library of its
# own with its precompiled header (_xlane_pch), its object added to <target>. Nothing when
# there is no source.
function(_xlane_model_objects target dir source kind opt)
  if(NOT source)
    return()
  endif()
  _xlane_pch(pch "${kind}" "${opt}")
  get_filename_component(name ${source} NAME_WE)
  add_library(${name} OBJECT ${source})
  _xlane_model_flags(${name} "${kind}" "${opt}")
  target_include_directories(${name} SYSTEM PRIVATE ${dir})
  target_precompile_headers(${name} REUSE_FROM ${pch})
  target_sources(${target} PRIVATE $<TARGET_OBJECTS:${name}>)
endfunction()

# xlane_model(<prefix> <top> [<xlane_verilate option>...]): the model as a library of its
# own, named <prefix>, so that a target links (and waits for) only the models it uses.
function(xlane_model prefix top)
  add_library(${prefix} STATIC)
  xlane_verilate(${prefix} ${top} ${prefix} ${ARGN})
endfunction()

# xlane_verilate_configs(<flow> [SUFFIX <s>] [TARGET <target>] [<option>...]): a model of
# every row of rtl/xlane.configs that lists <flow>, named V<name><s>: each a library of its
# own (xlane_model), or all added to TARGET.
function(xlane_verilate_configs flow)
  cmake_parse_arguments(XVC "" "SUFFIX;TARGET" "" ${ARGN})
  xlane_configs(names ${flow})
  foreach(name IN LISTS names)
    set(prefix V${name}${XVC_SUFFIX})
    if(XVC_TARGET)
      xlane_verilate(${XVC_TARGET} ${XLANE_ROW_${name}_TOP} ${prefix} ${XLANE_ROW_${name}_GPARAMS}
                     ${XVC_UNPARSED_ARGUMENTS})
    else()
      xlane_model(${prefix} ${XLANE_ROW_${name}_TOP} ${XLANE_ROW_${name}_GPARAMS} ${XVC_UNPARSED_ARGUMENTS})
    endif()
  endforeach()
endfunction()
