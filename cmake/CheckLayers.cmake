# Fails when an include goes the wrong way between layers. Headers are included from the repository root by layer
# ("core/plan/PlanFile.h", "ui/plan/PlanPage.h"), so the folder names say which layer a header belongs to:
#   core/ never includes ui/ or app/;   ui/ never includes app/;   app/cli/ never includes ui/;
# Inside core, each folder is a room with one job and may include only the rooms named for it in _core_rooms below;
# that table must have no loop (so notify and plan cannot lean on each other), and a new folder must be added to it.
# Run as: cmake -DSOURCE_DIR=<repo> [-DPLANT=<file>:<header>] [-DALLOW=<room>:<room>] -P CheckLayers.cmake
# PLANT adds one include to one file as if written there, ALLOW one entry to the table: the tests plant wrong ones
# and expect this to fail.
cmake_minimum_required(VERSION 3.25)
set(_rules
    "core/|\"(ui|app)/"
    "ui/|\"app/"
    "app/cli/|\"ui/")
set(_bad "")
set(_plant_file "")
if(PLANT)
    string(REPLACE ":" ";" _plant "${PLANT}")
    list(GET _plant 0 _plant_file)
    list(GET _plant 1 _plant_header)
endif()
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

# room|the rooms it may include (besides itself)
set(_core_rooms
    "common|"
    "money|common"
    "i18n|common"
    "catalog|common money"
    "estimator|common money catalog"
    "cost|common money catalog estimator"
    "records|common money"
    "notify|common money records"
    "secrets|common notify"
    "settings|common money catalog i18n"
    "plan|common money catalog estimator cost records notify"
    "export|common money catalog estimator cost records plan"
    "report|common money catalog estimator cost records plan"
    "network|common money catalog notify secrets"
    "hosts|common money"
    "providers|common money catalog estimator cost records plan secrets hosts"
    "ssh|common hosts"
    "archive|common"
    "sync|common hosts ssh archive"
    "probe|common money catalog estimator cost records plan hosts ssh"
    "jobs|common money catalog estimator cost records plan hosts ssh"
    "console|common money catalog estimator cost records plan notify secrets hosts ssh archive sync probe jobs")
set(_rooms "")
foreach(_entry IN LISTS _core_rooms)
    string(REPLACE "|" ";" _parts "${_entry}")
    list(GET _parts 0 _room)
    list(LENGTH _parts _np)
    set(_allowed_${_room} "")
    if(_np GREATER 1)
        list(GET _parts 1 _allowed)
        string(REPLACE " " ";" _allowed_${_room} "${_allowed}")
    endif()
    list(APPEND _rooms ${_room})
endforeach()
if(ALLOW) # room:room, as if added to the table (the tests plant a loop this way)
    string(REPLACE ":" ";" _extra "${ALLOW}")
    list(GET _extra 0 _from)
    list(GET _extra 1 _to)
    list(APPEND _allowed_${_from} ${_to})
endif()
# The table has no loop: peel off rooms whose allowed rooms are all peeled, until none are left or none can go.
set(_left ${_rooms})
set(_done "")
while(_left)
    set(_peeled "")
    foreach(_room IN LISTS _left)
        set(_ready TRUE)
        foreach(_dep IN LISTS _allowed_${_room})
            if(NOT _dep IN_LIST _done)
                set(_ready FALSE)
            endif()
        endforeach()
        if(_ready)
            list(APPEND _peeled ${_room})
        endif()
    endforeach()
    if(NOT _peeled)
        string(JOIN ", " _cycle ${_left})
        message(FATAL_ERROR "the rooms of core include each other in a loop among: ${_cycle}")
    endif()
    list(APPEND _done ${_peeled})
    list(REMOVE_ITEM _left ${_peeled})
endwhile()
file(GLOB _core_dirs LIST_DIRECTORIES true "${SOURCE_DIR}/core/*")
foreach(_dir IN LISTS _core_dirs)
    if(NOT IS_DIRECTORY "${_dir}")
        continue()
    endif()
    get_filename_component(_room "${_dir}" NAME)
    if(NOT _room IN_LIST _rooms)
        list(APPEND _bad "core/${_room}/: a room of core that cmake/CheckLayers.cmake does not list")
        continue()
    endif()
    file(GLOB_RECURSE _files "${_dir}/*.h" "${_dir}/*.cpp")
    list(LENGTH _files _count)
    math(EXPR _n "${_n} + ${_count}")
    foreach(_f IN LISTS _files)
        file(STRINGS "${_f}" _lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"core/")
        file(RELATIVE_PATH _rel "${SOURCE_DIR}" "${_f}")
        if(_plant_file STREQUAL _rel)
            list(APPEND _lines "#include \"${_plant_header}\"")
        endif()
        foreach(_l IN LISTS _lines)
            if(_l MATCHES "\"core/([a-z0-9_]+)/" AND NOT CMAKE_MATCH_1 STREQUAL _room
               AND NOT CMAKE_MATCH_1 IN_LIST _allowed_${_room})
                string(JOIN ", " _may ${_allowed_${_room}})
                list(APPEND _bad "${_rel}: ${_l} (core/${_room}/ may include only: ${_may})")
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
