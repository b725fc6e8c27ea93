# Fails when an include goes the wrong way between layers. Headers are included from the repository root by layer
# ("core/plan/PlanFile.h", "ui/plan/PlanPage.h"), so the folder names say which layer a header belongs to:
#   core/ never includes ui/ or app/;   ui/ never includes app/;   app/cli/ never includes ui/;
#   core/catalog/ (hardware, models' prices) never includes the estimator, cost or plan code built on top of it.
# Run as: cmake -DSOURCE_DIR=<repo> -P CheckLayers.cmake
set(_rules
    "core/|\"(ui|app)/"
    "ui/|\"app/"
    "app/cli/|\"ui/"
    "core/catalog/|\"core/(estimator|cost|plan|remote)/")
set(_bad "")
set(_n 0)
foreach(_rule IN LISTS _rules)
    string(FIND "${_rule}" "|" _bar)
    string(SUBSTRING "${_rule}" 0 ${_bar} _dir)
    math(EXPR _start "${_bar} + 1")
    string(SUBSTRING "${_rule}" ${_start} -1 _pattern)
    file(GLOB_RECURSE _files "${SOURCE_DIR}/${_dir}*.h" "${SOURCE_DIR}/${_dir}*.cpp")
    list(LENGTH _files _count)
    math(EXPR _n "${_n} + ${_count}")
    foreach(_f IN LISTS _files)
        file(STRINGS "${_f}" _lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
        foreach(_l IN LISTS _lines)
            if(_l MATCHES "${_pattern}")
                list(APPEND _bad "${_f}: ${_l}")
            endif()
            # Every project header is named by its layer, so the rules above see it.
            if(_l MATCHES "#[ \t]*include[ \t]*\"([^\"]+)\"")
                set(_inc "${CMAKE_MATCH_1}")
                if(NOT _inc MATCHES "^(core|ui|app)/" AND EXISTS "${SOURCE_DIR}/core/${_inc}")
                    list(APPEND _bad "${_f}: ${_l} (name the layer: core/${_inc})")
                endif()
            endif()
        endforeach()
    endforeach()
endforeach()
if(_bad)
    list(REMOVE_DUPLICATES _bad)
    string(JOIN "\n  " _msg ${_bad})
    message(FATAL_ERROR "includes that cross layers the wrong way:\n  ${_msg}")
endif()
message(STATUS "layers hold (${_n} files checked)")
