/** The id of <script type="application/json"> that carries the bootstrap data in every HTML page. */
export const BOOTSTRAP_ELEMENT_ID = 'bootstrap';
